import { CsvError, parse } from 'csv-parse/sync';

/**
 * CSV for spreadsheets. Reading uses csv-parse (quoted fields with separators, quotes and line
 * breaks, CRLF or LF, a leading BOM); the separator is whatever the header line uses — German
 * Excel writes ";", most other tools ",". Writing quotes fields that need it.
 */

export class CsvSyntaxError extends Error {}

export type CsvDelimiter = ';' | ',';

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

/**
 * Spreadsheets run cells beginning with = + - @ as formulas (CSV injection); a leading single
 * quote makes them text. Tab and carriage return starts are treated the same way (OWASP).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Undoes neutraliseFormula on import, so an export → import round trip keeps the value. */
export function restoreFormula(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

function quote(value: string, delimiter: CsvDelimiter): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replaceAll('"', '""')}"` : value;
}

export interface WriteCsvOptions {
  /** ";" for German Excel, "," for most other tools (default ","). */
  delimiter?: CsvDelimiter;
  /** A UTF-8 byte order mark, so Excel reads umlauts and accents as UTF-8. */
  bom?: boolean;
}

export function writeCsv(rows: readonly (readonly string[])[], options: WriteCsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  const body =
    rows.map((r) => r.map((v) => quote(neutraliseFormula(v), delimiter)).join(delimiter)).join('\r\n') +
    '\r\n';
  return options.bom ? `\uFEFF${body}` : body;
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
