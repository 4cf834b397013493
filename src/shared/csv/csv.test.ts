import { describe, expect, it } from 'vitest';
import {
  CsvSyntaxError,
  detectDelimiter,
  neutraliseFormula,
  parseCsv,
  restoreFormula,
  writeCsv,
} from './csv.ts';

describe('RFC 4180 CSV', () => {
  it('parses quoted fields with commas, quotes and line breaks, CRLF and LF rows, and a BOM', () => {
    const text = '\uFEFFkey,value\r\na,"x, ""y""\nz"\nb,plain\n';
    expect(parseCsv(text)).toEqual([
      ['key', 'value'],
      ['a', 'x, "y"\nz'],
      ['b', 'plain'],
    ]);
  });

  it('keeps empty fields and refuses an unterminated quote', () => {
    expect(parseCsv('a,,c')).toEqual([['a', '', 'c']]);
    expect(() => parseCsv('a,"b')).toThrow(CsvSyntaxError);
  });

  it('writes what it parses back, neutralising formulas', () => {
    const rows = [
      ['k', 'Hallo, "Welt"'],
      ['f', '=SUMME(A1)'],
      ['p', '+49'],
      ['m', '-1'],
      ['@', '@home'],
    ];
    const csv = writeCsv(rows);
    expect(csv).toContain(`"Hallo, ""Welt"""`);
    const parsed = parseCsv(csv);
    expect(parsed.map((r) => r[1])).toEqual(['Hallo, "Welt"', "'=SUMME(A1)", "'+49", "'-1", "'@home"]);
    expect(parsed.map((r) => restoreFormula(r[1]!))).toEqual(rows.map((r) => r[1]));
    expect(neutraliseFormula('Text')).toBe('Text');
  });
});

describe('CSV for German Excel', () => {
  const rows = [
    ['key', 'language', 'value'],
    ['landing.hero.title', 'fr', 'Pièces hydrauliques; vérin, distributeur'],
    ['multi', 'de', 'Zeile 1\nZeile 2 "zitiert"'],
    ['formula', 'it', '=HYPERLINK("x")'],
  ];

  it('writes ";" with a UTF-8 BOM and reads it back unchanged (round trip)', () => {
    const csv = writeCsv(rows, { delimiter: ';', bom: true });
    expect(csv.startsWith('\uFEFFkey;language;value\r\n')).toBe(true);
    const parsed = parseCsv(csv).map((r) => r.map(restoreFormula));
    expect(parsed).toEqual(rows);
  });

  it('reads "," files too, and finds the separator from the header line', () => {
    expect(detectDelimiter('key;language;value\r\na,b,c')).toBe(';');
    expect(detectDelimiter('"k;x",language,value')).toBe(',');
    const parsed = parseCsv(writeCsv(rows, { delimiter: ',' })).map((r) => r.map(restoreFormula));
    expect(parsed).toEqual(rows);
  });
});
