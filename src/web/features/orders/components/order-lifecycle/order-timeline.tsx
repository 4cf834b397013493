import { useTranslation } from 'react-i18next';
import type { BuyerOrderView } from '#shared/orders/schema.ts';
import { formatDate, formatDay } from '#web/lib/format.ts';
import { colon } from '#web/lib/typography.ts';

type LifecycleFields = Pick<
  BuyerOrderView,
  | 'timeline'
  | 'sellerOrderNumber'
  | 'expectedShipDate'
  | 'carrier'
  | 'trackingNumber'
  | 'trackingUrl'
  | 'cancelReason'
  | 'complaint'
>;

/** The order's dated steps and what each party entered on the way (issue 14). Same for both sides. */
export function OrderTimeline({ order }: { order: LifecycleFields }) {
  const { t } = useTranslation();
  const facts: [string, string | null][] = [
    [t('lifecycle.sellerOrderNumber'), order.sellerOrderNumber],
    [t('lifecycle.expectedShipDate'), order.expectedShipDate ? formatDay(order.expectedShipDate) : null],
    [t('lifecycle.carrier'), order.carrier],
    [t('lifecycle.trackingNumber'), order.trackingNumber],
    [t('lifecycle.cancelReason'), order.cancelReason],
  ];
  return (
    <div className="text-sm sm:col-span-full" data-testid="order-timeline">
      <p className="mb-1 font-medium">{t('lifecycle.timeline')}</p>
      <ol className="flex flex-wrap gap-x-4 gap-y-1">
        {order.timeline.map((step) => (
          <li key={step.key} className="flex items-center gap-1" data-step={step.key}>
            <span
              aria-hidden="true"
              className={
                step.key === 'storniert'
                  ? 'size-2 rounded-full bg-red-600'
                  : 'size-2 rounded-full bg-emerald-600'
              }
            />
            <span>{t(`lifecycle.step.${step.key}`)}</span>
            <span className="text-muted-foreground">{formatDate(step.at)}</span>
          </li>
        ))}
      </ol>
      <dl className="mt-1 grid gap-x-4 sm:grid-cols-2">
        {facts
          .filter((f): f is [string, string] => Boolean(f[1]))
          .map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-muted-foreground">{label}:</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
      </dl>
      {order.trackingUrl ? (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-block font-medium text-primary underline underline-offset-2"
        >
          {t('lifecycle.trackingOpen')}
        </a>
      ) : null}
      {order.complaint ? (
        <div
          role="note"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950"
          data-testid="order-complaint"
        >
          <p className="font-medium">
            {t('lifecycle.complaint.title')}
            {colon()} {t(`lifecycle.complaint.kind.${order.complaint.kind}`)} ·{' '}
            {formatDate(order.complaint.at)}
          </p>
          <p className="whitespace-pre-line break-words">{order.complaint.description}</p>
        </div>
      ) : null}
    </div>
  );
}
