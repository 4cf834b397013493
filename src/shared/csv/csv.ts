/** RFC 4180 CSV: comma-separated, CRLF rows, fields quoted when they hold ", comma or a line break. */

export class CsvSyntaxError extends Error {}

/** Parses CSV text into rows of fields. A leading BOM is dropped; an unterminated quote throws. */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += c;
      }
      i += 1;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (c === '\r' && src[i + 1] === '\n') i += 1;
    } else {
      field += c;
    }
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError('Unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  // A trailing empty line is not a row.
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
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

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map((v) => quote(neutraliseFormula(v))).join(',')).join('\r\n') + '\r\n';
}
