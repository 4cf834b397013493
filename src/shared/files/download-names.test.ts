import { describe, expect, it } from 'vitest';
import {
  asciiFileName,
  contentDisposition,
  fileNameOfDisposition,
  fileNamePart,
  orderDocumentFileName,
  requestPhotosZipName,
} from './download-names.ts';

describe('file names users download (issue 34, decision 078)', () => {
  it('names the order confirmation by its title, the order number and the part number', () => {
    expect(
      orderDocumentFileName({
        title: 'Auftragsbestätigung',
        orderNumber: 'SS1764234567-42',
        partNumber: 'R902400215',
      }),
    ).toBe('Auftragsbestätigung-SS1764234567-42-R902400215.pdf');
    expect(
      orderDocumentFileName({
        title: 'Confirmation de commande',
        orderNumber: 'SS1764234567-42',
        partNumber: 'A4VG 125/32 R',
      }),
    ).toBe('Confirmation-de-commande-SS1764234567-42-A4VG-125-32-R.pdf');
  });

  it('names a request’s photo archive by part number and day, in the reader’s language', () => {
    expect(requestPhotosZipName({ language: 'de', partNumber: 'R902400215', day: '2026-11-27' })).toBe(
      'Fotos-Anfrage-R902400215-2026-11-27.zip',
    );
    expect(requestPhotosZipName({ language: 'fr', partNumber: '"x"/y', day: '2026-11-27' })).toBe(
      'Photos-demande-x-y-2026-11-27.zip',
    );
  });

  it.each([
    ['R902400215', 'R902400215'],
    ['  A4VG 125 / 32  ', 'A4VG-125-32'],
    ['../../etc/passwd', 'etc-passwd'],
    ['Größe "XL"; x', 'Größe-XL-x'],
    ['', ''],
  ])('keeps %j as the file name part %j', (value, expected) => {
    expect(fileNamePart(value)).toBe(expected);
  });

  it('writes umlauts and accents in ASCII for the plain filename', () => {
    expect(asciiFileName('Auftragsbestätigung-Größe-ÄÖÜ.pdf')).toBe(
      'Auftragsbestaetigung-Groesse-AeOeUe.pdf',
    );
    expect(asciiFileName('Confirmation-reçue-été.pdf')).toBe('Confirmation-recue-ete.pdf');
  });

  it('gives an ASCII filename and, for umlauts, an RFC 5987 filename* (read back the same)', () => {
    expect(contentDisposition('Fotos-Anfrage-R1-2026-11-27.zip')).toBe(
      'attachment; filename="Fotos-Anfrage-R1-2026-11-27.zip"',
    );
    const header = contentDisposition('Auftragsbestätigung-SS1764234567-42-R(1).pdf');
    expect(header).toBe(
      'attachment; filename="Auftragsbestaetigung-SS1764234567-42-R_1_.pdf"; filename*=UTF-8\'\'Auftragsbest%C3%A4tigung-SS1764234567-42-R%281%29.pdf',
    );
    expect(fileNameOfDisposition(header)).toBe('Auftragsbestätigung-SS1764234567-42-R(1).pdf');
    expect(fileNameOfDisposition('attachment; filename="bestellungen.csv"')).toBe('bestellungen.csv');
    expect(fileNameOfDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameOfDisposition(null)).toBeUndefined();
  });
});
