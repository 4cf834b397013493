import { FileText } from 'lucide-react';
import { deliveryLabel } from '#web/lib/display-labels.ts';
import { useTranslation } from 'react-i18next';
import type { BuyerOrderView } from '#shared/orders/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { OrderCardFrame } from '#web/features/orders/components/order-lifecycle/order-card-frame.tsx';
import { OrderDownloadButton } from './order-download-button.tsx';
import { PriceComparisonButtons } from '#web/features/offers/index.ts';
import { colon } from '#web/lib/typography.ts';
import { CreatedBy } from '#web/features/team/index.ts';

export function OrderCard({ order, onDetails }: { order: BuyerOrderView; onDetails: () => void }) {
  const { t } = useTranslation();
  return (
    <OrderCardFrame
      order={order}
      testId="order-card"
      orderedAt={t('buyer.orders.orderedAt', { date: formatDate(order.createdAt) })}
      contentClassName="grid gap-2 pb-4 text-sm sm:grid-cols-2"
      viewer="buyer"
      buttons={
        <>
          <Button onClick={onDetails}>
            <FileText aria-hidden="true" />
            {t('buyer.orders.details')}
          </Button>
          <OrderDownloadButton orderId={order.id} orderNumber={order.orderNumber} />
          {/* The Preisspiegel of the ordered request, kept with the order (issue 34). */}
          <PriceComparisonButtons base="/buyer/requests" requestId={order.requestId} only="pdf" />
        </>
      }
    >
      <div>
        <p className="break-all font-medium">{order.partNumber}</p>
        <p className="text-muted-foreground">
          {order.manufacturer ?? t('buyer.requests.noManufacturer')} ·{' '}
          {t('buyer.requests.quantity', { count: order.quantity })}
        </p>
        <p className="text-muted-foreground">
          {t('buyer.orders.delivery')}
          {colon()} {deliveryLabel(order.delivery)}
        </p>
        {/* Decision 071: the colleague who placed it (the orderer's own view only). */}
        <CreatedBy member={order.createdBy} />
      </div>
      <div className="sm:text-right">
        <p className="text-muted-foreground">{t('buyer.orders.total')}</p>
        <p className="text-lg font-bold">{formatMoney(order.totalAmount)}</p>
        <p className="text-muted-foreground">
          {t('buyer.orders.shipping')}
          {colon()} {formatMoney(order.shippingCost)}
        </p>
      </div>
      {order.specialInstructions ? (
        <p className="text-muted-foreground sm:col-span-2">{order.specialInstructions}</p>
      ) : null}
    </OrderCardFrame>
  );
}
