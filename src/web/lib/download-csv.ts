import { fileNameOfDisposition } from '#shared/files/download-names.ts';
import { withQuery, type QueryParams } from './query-string.ts';

/**
 * Downloads a CSV through fetch (session cookie), named by the server's Content-Disposition —
 * the admin's templates and exports, the seller's stock list (issue 31).
 */
export async function downloadCsv(path: string, params: QueryParams, fallbackName: string): Promise<void> {
  const response = await fetch(withQuery(`/api/v1${path}`, params), { credentials: 'include' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const name = fileNameOfDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/** Offers a file made in the browser (e.g. an upload's error list) for download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
