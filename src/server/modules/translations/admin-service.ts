import {
  TRANSLATION_CSV_COLUMNS,
  translationCsvRowSchema,
  type TranslationImportResult,
  type TranslationView,
} from '../../../shared/admin/translations.ts';
import { CsvSyntaxError, parseCsv, restoreFormula, writeCsv } from '../../../shared/csv/csv.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../admin/audit.ts';
import { auditedWrite, type AdminWriteCtx } from '../admin/audited-write.ts';
import * as repo from './repository.ts';

export const INVALID_FILE = 'Ungültige Datei';

export function toTranslationView(t: repo.TranslationRow): TranslationView {
  return {
    id: t.id,
    key: t.key,
    value: t.value,
    description: t.description,
    language: t.language,
    category: t.category,
    isActive: t.isActive,
    updatedAt: t.updatedAt.toISOString(),
  };
}

export const editTranslation = async (
  ctx: AdminWriteCtx,
  id: string,
  v: { value: string; description: string | null; category: string; isActive: boolean },
) =>
  (await auditedWrite(ctx, {
    entity: 'translation',
    action: 'update',
    id: (r) => r.id,
    notFound: 'Übersetzung nicht gefunden',
    load: (tx) => repo.findTranslation(tx, id),
    write: (tx) => repo.updateTranslation(tx, id, v),
    snapshot: toTranslationView,
  }))!;

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

export async function exportTranslationsCsv(
  db: Db,
  filter: repo.TranslationFilter,
  separator: 'semicolon' | 'comma' = 'semicolon',
): Promise<string> {
  const rows = await repo.allTranslations(db, filter);
  return writeCsv(
    [
      [...TRANSLATION_CSV_COLUMNS],
      ...rows.map((t) => [t.key, t.language, t.value, t.category, t.description ?? '', String(t.isActive)]),
    ],
    { ...EXCEL, delimiter: separator === 'comma' ? ',' : ';' },
  );
}

/** Text files only: a binary (NUL bytes) or undecodable upload is not a CSV. */
export function decodeCsvUpload(data: Buffer): string {
  if (data.includes(0)) throw new AppError('VALIDATION', INVALID_FILE);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new AppError('VALIDATION', INVALID_FILE);
  }
}

/**
 * Spec 2 §7 import: broken rows are counted as errors while the good ones are imported, in one
 * transaction with one audit row. Existing keys are updated only with `updateExisting`.
 */
export async function importTranslationsCsv(
  ctx: AdminWriteCtx,
  text: string,
  updateExisting: boolean,
): Promise<TranslationImportResult> {
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
      actorId: ctx.actorId,
      action: 'translation.import',
      entity: 'translation',
      entityId: null,
      before: null,
      after: { ...result, updateExisting, rows: rows.length - 1 },
    });
  });
  return result;
}
