import { fileNameOfDisposition } from '#shared/files/download-names.ts';
import { ApiError } from './api-client.ts';

/**
 * A file the API answers (a PDF, a CSV) saved as a download: the server's error message when it
 * refuses, the file name from its Content-Disposition, else `fallbackName`.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, {
      code: body?.code ?? `HTTP_${response.status}`,
      message: body?.message ?? `HTTP ${response.status}`,
    });
  }
  const named = fileNameOfDisposition(response.headers.get('content-disposition'));
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = named ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the object URL goes.
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}
