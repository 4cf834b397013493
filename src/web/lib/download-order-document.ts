import { ApiError } from './api-client.ts';

/** Buyer and seller dashboards: the order document (PDF) as a file download; the server names it <order_number>.pdf. */
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
  const response = await fetch(`/api/v1/orders/${orderId}/document`, { credentials: 'include' });
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
    link.download = `${orderNumber}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the object URL goes.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
