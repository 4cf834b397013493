import { describe, expect, it } from 'vitest';
import { decodeStockFile, isBlankRow, stockColumns, stockRowValues, STOCK_DELIVERY_NEEDS_UNIT } from './csv.ts';
import { parseGermanNumber } from './numbers.ts';

/** Issue 31: the stock CSV's German Excel details, without a database. */
describe('stock CSV in German Excel format', () => {
  it('reads numbers with decimal comma and thousands dots', () => {
    expect(parseGermanNumber('1.234,50')).toBe(1234.5);
    expect(parseGermanNumber('48,9')).toBe(48.9);
    expect(parseGermanNumber('1.234')).toBe(1234);
    expect(parseGermanNumber('12.5')).toBe(12.5);
    expect(parseGermanNumber('1 234,00 €')).toBe(1234);
    expect(parseGermanNumber('abc')).toBeNaN();
    expect(parseGermanNumber('-5')).toBeNaN();
  });

  it('decodes UTF-8 with BOM and falls back to Windows-1252; NUL bytes are no text', () => {
    expect(decodeStockFile(Buffer.from('\uFEFFHersteller;Brüninghaus', 'utf8'))).toBe('Hersteller;Brüninghaus');
    expect(decodeStockFile(Buffer.from([0x42, 0x72, 0xfc, 0x6e]))).toBe('Brün');
    expect(decodeStockFile(Buffer.from([0x80]))).toBe('€');
    expect(decodeStockFile(Buffer.from([0x41, 0x00, 0x42]))).toBeNull();
  });

  it('finds the German columns in any order and spelling, and needs part, quantity and price', () => {
    expect(stockColumns(['Lieferzeit', 'Preis (netto)', 'Bestand', 'Teile-Nr.', 'Marke'])).toEqual({
      delivery: 0,
      price: 1,
      quantity: 2,
      part: 3,
      manufacturer: 4,
    });
    expect(stockColumns(['Teilenummer', 'Menge'])).toBeNull();
  });

  it('reads a row: empty delivery is ab Lager, a bare number is refused, blank rows are blank', () => {
    const cols = stockColumns(['Teilenummer', 'Hersteller', 'Menge', 'Preis netto', 'Lieferzeit'])!;
    expect(stockRowValues(['R1', '', '2', '3,50', ''], cols)).toMatchObject({ deliveryUnit: 'stock' });
    expect(stockRowValues(['R1', '', '2', '3,50', '2 Wochen'], cols)).toMatchObject({
      deliveryUnit: 'weeks',
      deliveryAmount: 2,
    });
    expect(stockRowValues(['R1', '', '2', '3,50', '3'], cols)).toEqual({ error: STOCK_DELIVERY_NEEDS_UNIT });
    expect(isBlankRow(['', ' ', ''])).toBe(true);
  });
});
