import { z } from 'zod';
import { pageQuerySchema } from './common.ts';

export const HTML_TEMPLATE_TYPES = ['order_confirmation'] as const;
const NAME_AND_HTML = 'Name und HTML-Inhalt sind erforderlich';

export const htmlTemplateInputSchema = z.object({
  name: z.string().trim().min(1, NAME_AND_HTML),
  description: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
  templateType: z.enum(HTML_TEMPLATE_TYPES).default('order_confirmation'),
  htmlContent: z.string().refine((v) => v.trim() !== '', NAME_AND_HTML),
  cssStyles: z.string().default(''),
  isActive: z.boolean().default(true),
});
export type HtmlTemplateInput = z.input<typeof htmlTemplateInputSchema>;

export const htmlTemplateViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  templateType: z.string(),
  htmlContent: z.string(),
  cssStyles: z.string(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  availableVariables: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HtmlTemplateView = z.infer<typeof htmlTemplateViewSchema>;
export const htmlTemplateListQuerySchema = pageQuerySchema;

export const pdfTemplateViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PdfTemplateView = z.infer<typeof pdfTemplateViewSchema>;

export const PDF_TEMPLATE_REQUIRED = 'Name und Datei sind erforderlich';

export const pdfTemplateTestSchema = z.object({
  orderId: z
    .string()
    .trim()
    .min(1, 'Template und Bestell-ID sind erforderlich')
    .pipe(z.uuid('Ungültige Bestell-ID')),
});
export const pdfTemplateTestResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  htmlPreview: z.string(),
});
export type PdfTemplateTestResult = z.infer<typeof pdfTemplateTestResultSchema>;
