import { excelDecimal, germanExcelCsv } from '#shared/csv/german-excel.ts';
import type { Cell, ComparisonSheet } from './sheet.ts';

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
  return germanExcelCsv(rows);
}
