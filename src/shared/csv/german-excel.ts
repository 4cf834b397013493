import { writeCsv } from './csv.ts';

/**
 * CSV as German Excel opens it with a double click (issue 34): UTF-8 with a byte order mark,
 * ';' between fields, decimal comma. Every export for bookkeeping is written through here.
 */

/**
 * A decimal as German Excel reads a number: comma as the decimal mark, no thousands separator
 * ('1234,50'), so the cell is a number and not text or a date. Empty for no value.
 */
export function excelDecimal(value: string | number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(digits).replace('.', ',') : '';
}

export function germanExcelCsv(rows: readonly (readonly string[])[]): string {
  return writeCsv(rows, { delimiter: ';', bom: true });
}
