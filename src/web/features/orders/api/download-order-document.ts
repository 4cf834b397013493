import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import { downloadOrderDocument } from '#web/lib/download-order-document.ts';

export function useDownloadOrderDocument() {
  return useMutation({
    mutationFn: (v: { orderId: string; orderNumber: string }) =>
      downloadOrderDocument({ ...v, emptyMessage: i18next.t('buyer.orders.emptyPdf') }),
  });
}
