import { Download, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useDownloadOrderDocument } from '#web/features/orders/api/download-order-document.ts';

export function OrderDownloadButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const { t } = useTranslation();
  const download = useDownloadOrderDocument();
  function start() {
    download.mutate(
      { orderId, orderNumber },
      {
        onError: (error) =>
          toast.error(t('buyer.orders.downloadFailed'), {
            description: isApiError(error) ? error.message : t('errors.unexpected'),
          }),
      },
    );
  }
  return (
    <Button variant="outline" onClick={start} disabled={download.isPending}>
      {download.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {download.isPending ? t('buyer.orders.downloading') : t('buyer.orders.download')}
    </Button>
  );
}
