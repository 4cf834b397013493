import {
  TRANSLATION_CSV_COLUMNS,
  translationCsvRowSchema,
  type TranslationImportResult,
  type TranslationView,
} from '#shared/admin/translations.ts';
import { CsvSyntaxError, parseCsv, restoreFormula, writeCsv } from '#shared/csv/csv.ts';
import type { Ctx } from '#server/ctx.ts';
import type { Page } from '#shared/common/pagination.ts';
import { AppError } from '#server/errors.ts';
import { recordAudit } from '#server/modules/audit/record.ts';
import { auditedWrite } from '#server/modules/admin/audited-write.ts';
import * as repo from './repository.ts';
import { toTranslationView } from './views.ts';

const adminWrite = (ctx: Ctx) => ({ db: ctx.db, actorId: ctx.user.id });

import { INVALID_FILE } from '#server/plugins/csv-upload.ts';
export { decodeCsvUpload, INVALID_FILE } from '#server/plugins/csv-upload.ts';

export async function listTranslations({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: repo.TranslationFilter & { page: number; pageSize: number };
}): Promise<Page<TranslationView>> {
  const { items, total } = await repo.listTranslations(ctx.db, input);
  return { items: items.map(toTranslationView), total, page: input.page, pageSize: input.pageSize };
}

export const editTranslation = async ({
  ctx,
  input: { id, ...v },
}: {
  ctx: Ctx;
  input: { id: string; value: string; description: string | null; category: string; isActive: boolean };
}) =>
  await auditedWrite(adminWrite(ctx), {
    entity: 'translation',
    action: 'update',
    id: (r) => r.id,
    notFound: 'Übersetzung nicht gefunden',
    load: (tx) => repo.findTranslation(tx, id),
    write: (tx) => repo.updateTranslation(tx, id, v),
    snapshot: toTranslationView,
  }).then((row) => toTranslationView(row!));

/** Exports open in German Excel as they are: UTF-8 with a BOM, ";" unless "," is asked for. */
const EXCEL = { delimiter: ';', bom: true } as const;

export function translationsTemplateCsv(): string {
  return writeCsv(
    [
      [...TRANSLATION_CSV_COLUMNS],
      [
        'landing.hero.title',
        'en',
        'Hydraulic spare parts from verified sellers',
        'general',
        'Landing page title',
        'true',
      ],
    ],
    EXCEL,
  );
}

export async function exportTranslationsCsv({
  ctx,
  input: { separator = 'semicolon', ...filter },
}: {
  ctx: Ctx;
  input: repo.TranslationFilter & { separator?: 'semicolon' | 'comma' };
}): Promise<string> {
  const rows = await repo.allTranslations(ctx.db, filter);
  return writeCsv(
    [
      [...TRANSLATION_CSV_COLUMNS],
      ...rows.map((t) => [t.key, t.language, t.value, t.category, t.description ?? '', String(t.isActive)]),
    ],
    { ...EXCEL, delimiter: separator === 'comma' ? ',' : ';' },
  );
}

/**
 * Spec 2 §7 import: broken rows are counted as errors while the good ones are imported, in one
 * transaction with one audit row. Existing keys are updated only with `updateExisting`.
 */
export async function importTranslationsCsv({
  ctx,
  input: { text, updateExisting },
}: {
  ctx: Ctx;
  input: { text: string; updateExisting: boolean };
}): Promise<TranslationImportResult> {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new AppError('VALIDATION', INVALID_FILE);
    throw err;
  }
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  if (!['key', 'language', 'value'].every((c) => header.includes(c)))
    throw new AppError('VALIDATION', INVALID_FILE);

  const result = { created: 0, updated: 0, errors: 0 };
  await ctx.db.transaction(async (tx) => {
    for (const fields of rows.slice(1)) {
      const record = Object.fromEntries(header.map((h, i) => [h, restoreFormula(fields[i] ?? '')]));
      const parsed = translationCsvRowSchema.safeParse(record);
      if (!parsed.success || fields.length > header.length) {
        result.errors += 1;
        continue;
      }
      const r = parsed.data;
      const values = {
        value: r.value,
        category: r.category,
        description: r.description,
        isActive: r.is_active,
      };
      const existing = await repo.findTranslationByKey(tx, r.key, r.language);
      if (!existing) {
        await repo.insertTranslation(tx, { key: r.key, language: r.language, ...values });
        result.created += 1;
      } else if (updateExisting) {
        await repo.updateTranslation(tx, existing.id, values);
        result.updated += 1;
      }
    }
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'translation.import',
      entity: 'translation',
      entityId: null,
      before: null,
      after: { ...result, updateExisting, rows: rows.length - 1 },
    });
  });
  return result;
}
