import { writeCsv } from '#shared/csv/csv.ts';
import type { Cell, ComparisonSheet } from './sheet.ts';

/**
 * A decimal for German Excel: comma as the decimal mark and no thousands separator, so the cell
 * is read as a number ('1234,50'), not as text or a date.
 */
export function excelDecimal(value: string | null): string {
  if (value === null || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2).replace('.', ',') : '';
}

const cellText = (c: Cell) => (c.kind === 'money' ? excelDecimal(c.value) : c.value);

/**
 * The Preisspiegel as CSV for German Excel (UTF-8 with BOM, ';', decimal comma): the request's
 * facts as label;value lines, a blank line, then one line per offer in the buyer's ranking.
 */
export function comparisonCsv(sheet: ComparisonSheet): string {
  const rows: string[][] = [
    // The first line has a ';' too: tools that guess the separator read it from the first line.
    [sheet.title, sheet.generated],
    ...sheet.request.map(([label, value]) => [label, value]),
    ...sheet.notes.map((n) => [n]),
    [],
    sheet.columns.map((c) => c.label),
    ...sheet.rows.map((r) => r.cells.map(cellText)),
  ];
  if (sheet.rows.length === 0) rows.push([sheet.empty]);
  return writeCsv(rows, { delimiter: ';', bom: true });
}
