import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BuyerOrderView } from '#shared/orders/schema.ts';
import { deliveryTime } from '#web/lib/offer-texts.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { OrderActions } from '../../../components/order-lifecycle/order-actions.tsx';
import { OrderTimeline } from '../../../components/order-lifecycle/order-timeline.tsx';
import { OrderDownloadButton } from './order-download-button.tsx';
import { useReferenceTexts } from '../../../lib/reference-texts.ts';

export function OrderCard({ order, onDetails }: { order: BuyerOrderView; onDetails: () => void }) {
  const { t } = useTranslation();
  const ref = useReferenceTexts();
  return (
    <Card data-testid="order-card">
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h3" className="break-all">
            {order.orderNumber}
          </CardTitle>
          <Badge variant="success">{ref.orderStatus(order.status)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('buyer.orders.orderedAt', { date: formatDate(order.createdAt) })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-2 pb-4 text-sm sm:grid-cols-2">
        <div>
          <p className="break-all font-medium">{order.partNumber}</p>
          <p className="text-muted-foreground">
            {order.manufacturer ?? t('buyer.requests.noManufacturer')} ·{' '}
            {t('buyer.requests.quantity', { count: order.quantity })}
          </p>
          <p className="text-muted-foreground">
            {t('buyer.orders.delivery')}: {deliveryTime(order.deliveryWeeks)}
          </p>
        </div>
        <div className="sm:text-right">
          <p className="text-muted-foreground">{t('buyer.orders.total')}</p>
          <p className="text-lg font-bold">{formatMoney(order.totalAmount)}</p>
          <p className="text-muted-foreground">
            {t('buyer.orders.shipping')}: {formatMoney(order.shippingCost)}
          </p>
        </div>
        {order.specialInstructions ? (
          <p className="text-muted-foreground sm:col-span-2">{order.specialInstructions}</p>
        ) : null}
        <OrderTimeline order={order} />
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <OrderActions order={order} />
        <Button onClick={onDetails}>
          <FileText aria-hidden="true" />
          {t('buyer.orders.details')}
        </Button>
        <OrderDownloadButton orderId={order.id} orderNumber={order.orderNumber} />
      </CardFooter>
    </Card>
  );
}
