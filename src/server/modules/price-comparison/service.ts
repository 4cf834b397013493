import type { UiLanguage } from '#shared/constants.ts';
import { type Ctx, companyOf } from '#server/ctx.ts';
import { findOrderOfRequest } from '#server/modules/orders/read.ts';
import { offersForOwnRequest } from '#server/modules/requests/read.ts';
import { comparisonCsv } from './csv.ts';
import { comparisonPdf } from './pdf.ts';
import { comparisonSheet, type ComparisonSheet } from './sheet.ts';

/**
 * The owner's Preisspiegel of a request (issue 34): the buyer's offers view as it is (another
 * account's request is not found, as there), with the order once one exists.
 */
async function sheetFor(
  ctx: Ctx,
  requestId: string,
  language: UiLanguage | undefined,
): Promise<ComparisonSheet> {
  const data = await offersForOwnRequest({ ctx, input: { requestId } });
  const order = (await findOrderOfRequest(ctx.db, requestId, companyOf(ctx))) ?? null;
  return comparisonSheet(data, order, language ?? ctx.user.language);
}

/** 'preisspiegel-<part number>.<ext>', printable for Content-Disposition. */
function fileName(sheet: ComparisonSheet, ext: 'csv' | 'pdf'): string {
  const part = (sheet.request[1]?.[1] ?? '').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 60);
  return `preisspiegel-${part || 'anfrage'}.${ext}`;
}

export async function priceComparisonCsv({
  ctx,
  input: { requestId, language },
}: {
  ctx: Ctx;
  input: { requestId: string; language?: UiLanguage | undefined };
}) {
  const sheet = await sheetFor(ctx, requestId, language);
  return { fileName: fileName(sheet, 'csv'), csv: comparisonCsv(sheet), language: sheet.language };
}

export async function priceComparisonPdf({
  ctx,
  input: { requestId, language },
}: {
  ctx: Ctx;
  input: { requestId: string; language?: UiLanguage | undefined };
}) {
  const sheet = await sheetFor(ctx, requestId, language);
  return { fileName: fileName(sheet, 'pdf'), pdf: await comparisonPdf(sheet), language: sheet.language };
}
