import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { excelDecimal, germanExcelCsv } from './german-excel.ts';

describe('German Excel CSV (issue 34)', () => {
  it('writes decimals with a comma and no thousands separator', () => {
    expect(excelDecimal('1234.5')).toBe('1234,50');
    expect(excelDecimal(19, 0)).toBe('19');
    expect(excelDecimal(null)).toBe('');
    expect(excelDecimal('abc')).toBe('');
  });

  it('starts with a BOM, separates by semicolons, quotes what needs it and reads back', () => {
    const csv = germanExcelCsv([
      ['Teil', 'Preis'],
      ['Pumpe; groß', excelDecimal('10.5')],
      ['=SUMME(A1)', '1,00'],
    ]);
    expect(csv.startsWith('\uFEFFTeil;Preis\r\n')).toBe(true);
    expect(csv).toContain('"Pumpe; groß";10,50');
    expect(parseCsv(csv)).toEqual([
      ['Teil', 'Preis'],
      ['Pumpe; groß', '10,50'],
      ["'=SUMME(A1)", '1,00'],
    ]);
  });
});
