/*
 * Writing CSV for spreadsheets, apart from the reader: the browser builds files too (issue 31's
 * error list) and must not load the parser (csv-parse needs Node's Buffer).
 */

/**
 * Spreadsheets run cells beginning with = + - @ as formulas (CSV injection); a leading single
 * quote makes them text. Tab and carriage return starts are treated the same way (OWASP).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** ";" for German Excel, "," for most other tools. */
export type CsvDelimiter = ';' | ',';

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

