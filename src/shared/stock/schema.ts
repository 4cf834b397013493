import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { partKey } from '#shared/catalog/part-number.ts';
import { PART_NUMBER_NO_CHARACTERS } from '#shared/requests/schema.ts';
import { DELIVERY_UNITS } from '#shared/offers/delivery.ts';
import { deliveryOfInput, deliveryViewSchema } from '#shared/offers/delivery-schema.ts';
import { paginationQuerySchema, pageOf } from '#shared/common/pagination.ts';
import { germanDecimal } from './numbers.ts';

/*
 * Issue 31, decision 055: a seller's stock list. One line per part number (by its key, decision
 * 046) and manufacturer; quantity, net price per piece and the delivery time as the offer's value
 * (decision 043). The form, the CSV upload and the API check lines with this one schema.
 */

export const STOCK_PART_REQUIRED = 'Bitte geben Sie eine Teilenummer ein';
export const STOCK_QUANTITY_INVALID = 'Bitte geben Sie den Bestand als ganze Zahl (0 oder mehr) an';
export const STOCK_PRICE_INVALID = 'Bitte geben Sie einen gültigen Preis (netto, je Stück) größer als 0 an';
export const STOCK_LINE_NOT_FOUND = 'Lagerposition nicht gefunden';
export const STOCK_DELETE_ALL_CONFIRM = 'Bitte bestätigen Sie, dass der gesamte Lagerbestand gelöscht werden soll';
export const STOCK_MODE_INVALID = 'Bitte wählen Sie „Ersetzen“ oder „Ergänzen“';
/** The most lines one file may hold (the measured 100 000 with room to spare). */
export const MAX_STOCK_UPLOAD_LINES = 200_000;
export const STOCK_TOO_MANY_LINES = `Die Datei hat zu viele Zeilen (höchstens ${MAX_STOCK_UPLOAD_LINES.toLocaleString('de-DE')})`;

/** A whole number ≥ 0 from a form ('12', '1.000') or JSON (12); anything else is NaN. */
const quantity = z
  .union([z.number(), text()])
  .transform((v) => {
    if (typeof v === 'number') return v;
    const t = v.trim().replace(/\s/g, '');
    if (/^\d{1,3}(\.\d{3})+$/.test(t)) return Number(t.replace(/\./g, ''));
    return /^\d+$/.test(t) ? Number(t) : Number.NaN;
  })
  .pipe(z.number(STOCK_QUANTITY_INVALID).int(STOCK_QUANTITY_INVALID).min(0, STOCK_QUANTITY_INVALID).max(1_000_000_000, STOCK_QUANTITY_INVALID));

export const stockLineInputSchema = z
  .strictObject({
    partNumber: text()
      .trim()
      .min(1, STOCK_PART_REQUIRED)
      .max(100)
      .refine((v) => partKey(v) !== '', PART_NUMBER_NO_CHARACTERS),
    manufacturer: text()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v ?? ''),
    quantity,
    price: germanDecimal(STOCK_PRICE_INVALID).pipe(
      z.number().gt(0, STOCK_PRICE_INVALID).lt(10_000_000_000, STOCK_PRICE_INVALID),
    ),
    deliveryUnit: z.enum(DELIVERY_UNITS),
    deliveryAmount: z
      .union([z.number(), text()])
      .optional()
      .transform((v) => {
        if (v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
        return typeof v === 'number' ? v : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
      }),
  })
  .superRefine((v, ctx) => {
    const d = deliveryOfInput(v);
    if ('error' in d) ctx.addIssue({ code: 'custom', message: d.error, path: [d.path] });
  })
  .meta({
    examples: [
      {
        partNumber: 'R902400215',
        manufacturer: 'Bosch Rexroth',
        quantity: 3,
        price: '1.234,50',
        deliveryUnit: 'days',
        deliveryAmount: 2,
      },
    ],
  });
export type StockLineFormValues = z.input<typeof stockLineInputSchema>;
export type StockLineInput = z.output<typeof stockLineInputSchema>;

export const stockLineViewSchema = z.object({
  id: z.uuid(),
  partNumber: text(),
  manufacturer: text(),
  quantity: z.number().int(),
  /** Net, per piece, e.g. '1234.50'. */
  price: text(),
  delivery: deliveryViewSchema,
  updatedAt: text(),
});
export type StockLineView = z.infer<typeof stockLineViewSchema>;
export const stockLinePageSchema = pageOf(stockLineViewSchema);
export type StockLinePage = z.infer<typeof stockLinePageSchema>;

export const stockListQuerySchema = z.object({
  ...paginationQuerySchema,
  /** A part number however typed: compared by its key (decision 046), from 3 characters by prefix. */
  part: text().trim().max(100).optional(),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

export const STOCK_UPLOAD_MODES = ['replace', 'merge'] as const;
export type StockUploadMode = (typeof STOCK_UPLOAD_MODES)[number];
export const stockUploadModeSchema = z.enum(STOCK_UPLOAD_MODES, { error: STOCK_MODE_INVALID });

/** What an upload did: every line of the file is counted, every refused one listed with its reason. */
export const stockUploadReportSchema = z.object({
  mode: z.enum(STOCK_UPLOAD_MODES),
  /** Data lines read (empty lines not counted). */
  lines: z.number().int(),
  /** Lines stored: new ones and changed ones. */
  created: z.number().int(),
  updated: z.number().int(),
  /** Lines removed by 'replace' that the file no longer holds. */
  removed: z.number().int(),
  /** Open requests now marked 'Auf Lager' for this seller. */
  matches: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: text() })),
});
export type StockUploadReport = z.infer<typeof stockUploadReportSchema>;

export const deleteStockLinesSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(500),
});
export const deleteAllStockSchema = z.strictObject({
  confirmed: z.literal(true, { error: STOCK_DELETE_ALL_CONFIRM }),
});
export const deletedStockSchema = z.object({ deleted: z.number().int() });

/** The stored match a seller's request list and offer form show ('Auf Lager'). */
export const stockMatchViewSchema = z.object({
  partNumber: text(),
  manufacturer: text(),
  quantity: z.number().int(),
  /** Net, per piece. */
  price: text(),
  delivery: deliveryViewSchema,
});
export type StockMatchView = z.infer<typeof stockMatchViewSchema>;
