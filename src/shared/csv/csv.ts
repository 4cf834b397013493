import { CsvError, parse } from 'csv-parse/sync';

/**
 * CSV for spreadsheets. Reading uses csv-parse (quoted fields with separators, quotes and line
 * breaks, CRLF or LF, a leading BOM); the separator is whatever the header line uses — German
 * Excel writes ";", most other tools ",". Writing quotes fields that need it.
 */

export class CsvSyntaxError extends Error {}

import type { CsvDelimiter } from './write.ts';

export { neutraliseFormula, writeCsv, type CsvDelimiter } from './write.ts';

/** The header line's separator: the one of ";" and "," that occurs more often outside quotes. */
export function detectDelimiter(text: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ';') semicolons += 1;
    else if (!quoted && c === ',') commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Parses CSV text into rows of fields; a malformed file (e.g. an unterminated quote) throws. */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    const rows = parse(src, {
      delimiter: detectDelimiter(src),
      // Files edited in several tools mix CRLF and LF line ends.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
    return rows;
  } catch (error) {
    if (error instanceof CsvError) throw new CsvSyntaxError(error.message);
    throw error;
  }
}

/** Undoes neutraliseFormula on import, so an export → import round trip keeps the value. */
export function restoreFormula(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** Like parseCsv, with each row's line number in the file (of its last line, for a quoted break). */
export function parseCsvLines(text: string): { line: number; fields: string[] }[] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  try {
    const rows = parse(src, {
      delimiter: detectDelimiter(src),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return rows.map((r) => ({ line: r.info.lines, fields: r.record }));
  } catch (error) {
    if (error instanceof CsvError) throw new CsvSyntaxError(error.message);
    throw error;
  }
}
