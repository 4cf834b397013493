import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import { downloadOrderDocument } from '#web/lib/download-order-document.ts';

export function useDownloadOrderDocument() {
  return useMutation({
    /** `emptyMessage`: the seller's screens name an empty PDF in their own words. */
    mutationFn: ({ emptyMessage, ...v }: { orderId: string; orderNumber: string; emptyMessage?: string }) =>
      downloadOrderDocument({ ...v, emptyMessage: emptyMessage ?? i18next.t('buyer.orders.emptyPdf') }),
  });
}
