import { parseDeliveryText, deliveryAmount, type Delivery } from '#shared/offers/delivery.ts';
import { MSG_DELIVERY_TEXT } from '#shared/offers/delivery-schema.ts';
import { restoreFormula, writeCsv } from '#shared/csv/csv.ts';
import { deliveryText } from '#shared/i18n/reference.ts';
import type { StockLineFormValues } from './schema.ts';

/*
 * The stock list as a German Excel CSV (issue 31, decision 055): ';' separated, UTF-8 with BOM
 * (what we write) or Windows-1252 (what older Excel saves), decimal comma. The header names are
 * German; a few spellings people use are understood too.
 */

export const STOCK_CSV_COLUMNS = ['Teilenummer', 'Hersteller', 'Menge', 'Preis netto', 'Lieferzeit'] as const;
type Column = 'part' | 'manufacturer' | 'quantity' | 'price' | 'delivery';

/** Header spellings (lower-case, without signs and spaces) → column. */
const HEADER_NAMES: Record<string, Column> = {
  teilenummer: 'part',
  teilenr: 'part',
  artikelnummer: 'part',
  materialnummer: 'part',
  hersteller: 'manufacturer',
  marke: 'manufacturer',
  menge: 'quantity',
  bestand: 'quantity',
  lagerbestand: 'quantity',
  stueck: 'quantity',
  stück: 'quantity',
  preis: 'price',
  preisnetto: 'price',
  nettopreis: 'price',
  preisnettoeur: 'price',
  preiseur: 'price',
  lieferzeit: 'delivery',
};

export const STOCK_CSV_MISSING_COLUMNS = `Ungültige Datei: die Kopfzeile braucht die Spalten Teilenummer, Menge und Preis netto (Vorlage: ${STOCK_CSV_COLUMNS.join(';')})`;
export const STOCK_DELIVERY_NEEDS_UNIT =
  'Die Lieferzeit braucht eine Einheit: „ab Lager“, „3 Tage“ oder „2 Wochen“';
export const STOCK_DUPLICATE = (first: number) =>
  `Teilenummer und Hersteller stehen schon in Zeile ${first}; diese Zeile wurde nicht übernommen`;

export type StockColumns = Partial<Record<Column, number>>;

/** The header line's columns, or null when a required one is missing. */
export function stockColumns(header: readonly string[]): StockColumns | null {
  const cols: StockColumns = {};
  header.forEach((h, i) => {
    const name = h.toLowerCase().replace(/[^a-zäöüß]/g, '');
    const col = HEADER_NAMES[name];
    if (col && cols[col] === undefined) cols[col] = i;
  });
  return cols.part !== undefined && cols.quantity !== undefined && cols.price !== undefined ? cols : null;
}

/**
 * One data row → the form's values, or the German reason the delivery time was not understood.
 * An empty delivery time is 'ab Lager' (it is stock); a bare number is refused (weeks or days?).
 */
export function stockRowValues(
  fields: readonly string[],
  cols: StockColumns,
): StockLineFormValues | { error: string } {
  const cell = (c: Column) => {
    const i = cols[c];
    return i === undefined ? '' : restoreFormula(fields[i] ?? '').trim();
  };
  const rawDelivery = cell('delivery');
  let delivery: Delivery | null = { unit: 'stock', days: 0 };
  if (rawDelivery !== '') {
    if (/^\d+(?:[.,]\d+)?$/.test(rawDelivery)) return { error: STOCK_DELIVERY_NEEDS_UNIT };
    delivery = parseDeliveryText(rawDelivery);
    if (!delivery) return { error: MSG_DELIVERY_TEXT };
  }
  return {
    partNumber: cell('part'),
    manufacturer: cell('manufacturer'),
    quantity: cell('quantity'),
    price: cell('price'),
    deliveryUnit: delivery.unit,
    deliveryAmount: deliveryAmount(delivery),
  };
}

/** Whether a row holds nothing (Excel writes ';;;;' for a blank line). */
export function isBlankRow(fields: readonly string[]): boolean {
  return fields.every((f) => f.trim() === '');
}

/** Cents as German Excel reads them: '1234,50'. */
export function germanAmount(price: string): string {
  return Number(price).toFixed(2).replace('.', ',');
}

/** The list as the upload reads it back: the same columns, UTF-8 with BOM. */
export function stockCsv(
  rows: readonly { partNumber: string; manufacturer: string; quantity: number; price: string; delivery: Delivery }[],
): string {
  return writeCsv(
    [
      [...STOCK_CSV_COLUMNS],
      ...rows.map((r) => [
        r.partNumber,
        r.manufacturer,
        String(r.quantity),
        germanAmount(r.price),
        deliveryText(r.delivery, 'de'),
      ]),
    ],
    { delimiter: ';', bom: true },
  );
}

/** UTF-8 (with or without BOM) when the bytes are valid UTF-8, else Windows-1252; null: binary. */
export function decodeStockFile(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
