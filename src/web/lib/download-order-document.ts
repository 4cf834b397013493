import i18next from 'i18next';
import { fileNameOfDisposition } from '#shared/files/download-names.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import { ApiError } from './api-client.ts';

/**
 * Buyer and seller dashboards: the order document (PDF) as a file download, under the server's
 * name ('Auftragsbestätigung-<Bestellnummer>-<Teilenummer>.pdf', decision 078).
 */
export async function downloadOrderDocument({
  orderId,
  orderNumber,
  emptyMessage,
}: {
  orderId: string;
  orderNumber: string;
  /** Spec 1 §8 'Leere PDF-Antwort erhalten', from the calling feature's dictionary. */
  emptyMessage: string;
}) {
  // The document and its name in the reader's language (issue 34: not the account's German).
  const language = isUiLanguage(i18next.language) ? i18next.language : 'de';
  const response = await fetch(`/api/v1/orders/${orderId}/document?language=${language}`, {
    credentials: 'include',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, {
      code: body?.code ?? `HTTP_${response.status}`,
      message: body?.message ?? `HTTP ${response.status}`,
    });
  }
  const blob = await response.blob();
  if (blob.size === 0) {
    throw new ApiError(response.status, { code: 'EMPTY_PDF', message: emptyMessage });
  }
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download =
      fileNameOfDisposition(response.headers.get('content-disposition')) ?? `${orderNumber}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the object URL goes.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
