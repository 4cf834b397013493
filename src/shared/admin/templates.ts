import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { pageQuerySchema } from './common.ts';

export const HTML_TEMPLATE_TYPES = ['order_confirmation'] as const;
const NAME_AND_HTML = 'Name und HTML-Inhalt sind erforderlich';

export const htmlTemplateInputSchema = z.object({
  name: text().trim().min(1, NAME_AND_HTML),
  description: text()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
  templateType: z.enum(HTML_TEMPLATE_TYPES).default('order_confirmation'),
  htmlContent: text().refine((v) => v.trim() !== '', NAME_AND_HTML),
  cssStyles: text().default(''),
  isActive: z.boolean().default(true),
});
export type HtmlTemplateInput = z.input<typeof htmlTemplateInputSchema>;

export const htmlTemplateViewSchema = z.object({
  id: z.uuid(),
  name: text(),
  description: text().nullable(),
  templateType: text(),
  htmlContent: text(),
  cssStyles: text(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  availableVariables: z.array(text()),
  createdAt: text(),
  updatedAt: text(),
});
export type HtmlTemplateView = z.infer<typeof htmlTemplateViewSchema>;
export const htmlTemplateListQuerySchema = pageQuerySchema;

export const pdfTemplateViewSchema = z.object({
  id: z.uuid(),
  name: text(),
  description: text().nullable(),
  fileName: text(),
  fileSize: z.number().int(),
  mimeType: text(),
  isActive: z.boolean(),
  createdAt: text(),
});
export type PdfTemplateView = z.infer<typeof pdfTemplateViewSchema>;

export const PDF_TEMPLATE_REQUIRED = 'Name und Datei sind erforderlich';

export const pdfTemplateTestSchema = z.object({
  orderId: text()
    .trim()
    .min(1, 'Template und Bestell-ID sind erforderlich')
    .pipe(z.uuid('Ungültige Bestell-ID')),
});
export const pdfTemplateTestResultSchema = z.object({
  success: z.boolean(),
  message: text(),
  htmlPreview: text(),
});
export type PdfTemplateTestResult = z.infer<typeof pdfTemplateTestResultSchema>;
