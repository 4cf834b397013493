import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { TRANSLATION_CATEGORIES, UI_LANGUAGES } from '#shared/constants.ts';
import { pageQuerySchema } from './common.ts';

export const translationListQuerySchema = pageQuerySchema.extend({
  language: z.enum(UI_LANGUAGES).optional(),
  category: z.enum(TRANSLATION_CATEGORIES).optional(),
});
export type TranslationListQuery = z.infer<typeof translationListQuerySchema>;
export const translationExportQuerySchema = z.object({
  language: z.enum(UI_LANGUAGES).optional(),
  category: z.enum(TRANSLATION_CATEGORIES).optional(),
  /** German Excel reads ";" (the default); "comma" for tools that expect ",". */
  separator: z.enum(['semicolon', 'comma']).optional(),
});

export const translationViewSchema = z.object({
  id: z.uuid(),
  key: text(),
  value: text(),
  description: text().nullable(),
  language: text(),
  category: text(),
  isActive: z.boolean(),
  updatedAt: text(),
});
export type TranslationView = z.infer<typeof translationViewSchema>;

export const translationEditSchema = z.object({
  value: text().trim().min(1, 'Bitte geben Sie einen Text ein'),
  description: text()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null)),
  category: z.enum(TRANSLATION_CATEGORIES),
  isActive: z.boolean(),
});
export type TranslationEdit = z.input<typeof translationEditSchema>;

export const translationImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.number().int(),
});
export type TranslationImportResult = z.infer<typeof translationImportResultSchema>;

/** Column order of the CSV template, the export and the import. */
export const TRANSLATION_CSV_COLUMNS = [
  'key',
  'language',
  'value',
  'category',
  'description',
  'is_active',
] as const;

/** One imported row, checked; null when the row is broken (counted as an error). */
export const translationCsvRowSchema = z.object({
  key: text().trim().min(1).max(200),
  language: z.enum(UI_LANGUAGES),
  value: text().min(1),
  category: z.preprocess(
    (v) => (v === '' || v === undefined ? 'general' : v),
    z.enum(TRANSLATION_CATEGORIES),
  ),
  description: text()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
  is_active: text()
    .optional()
    .transform((v, ctx) => {
      const s = (v ?? '').trim().toLowerCase();
      if (['', 'true', '1', 'ja', 'yes'].includes(s)) return true;
      if (['false', '0', 'nein', 'no'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: 'is_active' });
      return z.NEVER;
    }),
});
