import { randomUUID } from 'node:crypto';
import type { Client } from './harness.ts';

/** A stock CSV upload (issue 31) as the browser or an ERP sends it: the file and the mode. */
export function stockUpload(
  client: Client,
  file: string | Buffer,
  mode = 'merge',
  headers: Record<string, string> = {},
  fileName = 'lager.csv',
) {
  const boundary = `----hpstock${randomUUID().replaceAll('-', '')}`;
  const data = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mode"\r\n\r\n${mode}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request('POST', '/api/v1/seller/stock/upload', body, {
    ...headers,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
}

/** A German Excel stock file: header and lines joined by CRLF, with a BOM. */
export function stockCsvFile(lines: readonly string[]): string {
  return `\uFEFF${['Teilenummer;Hersteller;Menge;Preis netto;Lieferzeit', ...lines].join('\r\n')}\r\n`;
}
