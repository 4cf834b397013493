import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuyerOrderView, ReceivedOrderView } from '#shared/orders/schema.ts';
import { orderStatusLabel } from '#web/lib/display-labels.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderRating } from './order-rating.tsx';
import { OrderTimeline } from './order-timeline.tsx';

/**
 * One order in a dashboard list, the buyer's and the seller's alike: number and status, when it
 * was ordered, the details the side shows, the timeline and rating, then the lifecycle actions and
 * the side's own buttons.
 */
export function OrderCardFrame({
  order,
  testId,
  orderedAt,
  contentClassName,
  viewer,
  children,
  buttons,
}: {
  order: BuyerOrderView | ReceivedOrderView;
  testId: string;
  /** "Bestellt am …" in the side's dictionary. */
  orderedAt: string;
  contentClassName: string;
  viewer: 'buyer' | 'seller';
  children: ReactNode;
  buttons: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card data-testid={testId}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {/* Issue 34: 'Bestellung SS1764234567-42' — what the number is, and the number whole. */}
          <CardTitle as="h3" data-testid="order-number">
            <span className="font-normal text-muted-foreground">{t('lifecycle.orderLabel')}</span>{' '}
            <span className="whitespace-nowrap tabular-nums">{order.orderNumber}</span>
          </CardTitle>
          <Badge variant="success">{orderStatusLabel(order.status)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{orderedAt}</p>
      </CardHeader>
      <CardContent className={contentClassName}>
        {children}
        <OrderTimeline order={order} />
        <OrderRating order={order} viewer={viewer} />
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <OrderActions order={order} />
        {buttons}
      </CardFooter>
    </Card>
  );
}
