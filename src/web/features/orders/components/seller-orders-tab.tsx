import { useId, useState } from 'react';
import { SkontoNote } from '#web/components/skonto-note.tsx';
import { Download, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PERIODS } from '#shared/constants.ts';
import {
  ORDER_SORTS,
  ORDER_STATUS_FILTERS,
  type BuyerOrderView,
  type PartyContact,
  type ReceivedOrderView,
} from '#shared/orders/schema.ts';
import { ErrorCard } from '#web/components/error-card.tsx';
import { OrderCardFrame } from '#web/features/orders/components/order-lifecycle/order-card-frame.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useDownloadOrderDocument } from '#web/features/orders/api/download-order-document.ts';
import { PriceComparisonButtons } from '#web/features/offers/index.ts';
import { OrdersCsvButton } from './orders-csv-button.tsx';
import { formatDate, formatDay, formatMoney, formatPercent } from '#web/lib/format.ts';
import {
  useSellerOrders,
  type SellerOrderFilter,
  type SellerOrderKind,
} from '#web/features/orders/api/list-seller-orders.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { deliveryLabel, orderStatusLabel, paymentLine } from '#web/lib/display-labels.ts';
import { colon } from '#web/lib/typography.ts';
import { CreatedBy } from '#web/features/team/index.ts';

const INITIAL: SellerOrderFilter = { search: '', status: '', period: '', sort: 'newest', page: 1 };

/** Spec 1 §2 Bestellungen (received) and Meine Bestellungen (placed). */
export function OrdersTab({ kind }: { kind: SellerOrderKind }) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState(INITIAL);
  const search = useDebounced(filter.search, 300);
  const query = useSellerOrders(kind, { ...filter, search });
  const set = (patch: Partial<SellerOrderFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">
          {kind === 'received' ? t('seller.orders.title') : t('seller.myOrders.title')}
        </h2>
        <OrdersCsvButton
          path={kind === 'received' ? '/seller/orders.csv' : '/seller/my-orders.csv'}
          filter={{ ...filter, search }}
        />
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-q`}>{t('seller.orders.search')}</Label>
            <Input
              id={`${id}-q`}
              type="search"
              value={filter.search}
              placeholder={t('seller.orders.searchPlaceholder')}
              onChange={(e) => set({ search: e.target.value })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-status`}>{t('seller.orders.status')}</Label>
            <NativeSelect
              id={`${id}-status`}
              value={filter.status}
              onChange={(e) => set({ status: e.target.value as SellerOrderFilter['status'] })}
            >
              <option value="">{t('seller.orders.all')}</option>
              {ORDER_STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {orderStatusLabel(s)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-period`}>{t('seller.orders.period')}</Label>
            <NativeSelect
              id={`${id}-period`}
              value={filter.period}
              onChange={(e) => set({ period: e.target.value as SellerOrderFilter['period'] })}
            >
              <option value="">{t('seller.orders.all')}</option>
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`seller.orders.period.${p}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-sort`}>{t('seller.orders.sort')}</Label>
            <NativeSelect
              id={`${id}-sort`}
              value={filter.sort}
              onChange={(e) => set({ sort: e.target.value as SellerOrderFilter['sort'] })}
            >
              {ORDER_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`seller.orders.sort.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </CardContent>
      </Card>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">{t('seller.orders.loading')}</p>
      ) : query.isError ? (
        <ErrorCard
          description={kind === 'received' ? t('seller.orders.loadFailed') : t('seller.myOrders.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="orders-count">
            {t('seller.orders.count', { shown: data!.items.length, total: data!.total })}
          </p>
          {data!.items.length === 0 ? (
            <Card>
              <CardContent className="py-10 text-center">{t('seller.orders.empty')}</CardContent>
            </Card>
          ) : (
            <div className="grid gap-4">
              {data!.items.map((o) => (
                <SellerOrderCard key={o.id} order={o} />
              ))}
            </div>
          )}
          {pages > 1 ? (
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                disabled={filter.page <= 1}
                onClick={() => setFilter((f) => ({ ...f, page: f.page - 1 }))}
              >
                {t('seller.orders.prev')}
              </Button>
              <span className="text-sm">
                {filter.page} / {pages}
              </span>
              <Button
                variant="outline"
                disabled={filter.page >= pages}
                onClick={() => setFilter((f) => ({ ...f, page: f.page + 1 }))}
              >
                {t('seller.orders.next')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function SellerOrderCard({ order }: { order: ReceivedOrderView | BuyerOrderView }) {
  const { t } = useTranslation();
  const contact: PartyContact = 'buyer' in order ? order.buyer : order.seller;
  const downloading = useDownloadOrderDocument();
  const download = {
    isPending: downloading.isPending,
    mutate: () =>
      downloading.mutate(
        { orderId: order.id, orderNumber: order.orderNumber, emptyMessage: t('seller.orders.emptyPdf') },
        {
          onError: (error) =>
            toast.error(t('seller.orders.downloadFailed'), {
              description: isApiError(error) ? error.message : t('errors.unexpected'),
            }),
        },
      ),
  };
  return (
    <OrderCardFrame
      order={order}
      testId="seller-order-card"
      orderedAt={t('seller.orders.orderedAt', { date: formatDate(order.createdAt) })}
      contentClassName="grid gap-4 pb-4 text-sm sm:grid-cols-3"
      viewer={'buyer' in order ? 'seller' : 'buyer'}
      buttons={
        <>
          <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {t('seller.orders.download')}
          </Button>
          {/* A placed order: the Preisspiegel of the seller's own request is kept with it (issue 34). */}
          {'seller' in order ? (
            <PriceComparisonButtons base="/seller/my-requests" requestId={order.requestId} only="pdf" />
          ) : null}
        </>
      }
    >
      <div>
        <p className="font-medium">{t('seller.orders.item')}</p>
        <p className="break-all">{order.partNumber}</p>
        <p className="text-muted-foreground">
          {order.manufacturer ?? '–'} · {t('seller.orders.quantity', { count: order.quantity })}
        </p>
        <p className="text-muted-foreground">
          {t('seller.orders.delivery')}
          {colon()} {deliveryLabel(order.delivery)}
        </p>
        {/* Decision 071: the colleague who placed an own order (never on a received one). */}
        {'seller' in order ? <CreatedBy member={order.createdBy} /> : null}
      </div>
      <div>
        <p className="font-medium">{t('seller.orders.prices')}</p>
        <p className="text-lg font-bold">{formatMoney(order.totalAmount)}</p>
        <p className="text-muted-foreground">
          {t('seller.orders.shipping')}
          {colon()} {formatMoney(order.shippingCost)}
        </p>
        <p className="text-muted-foreground">
          {t('seller.orders.vat', { percent: formatPercent(order.vatPercent) })}
          {colon()} {formatMoney(order.taxAmount)}
        </p>
        {order.vatNote ? (
          <p className="font-medium" data-testid="order-vat-note">
            {order.vatNote}
          </p>
        ) : null}
      </div>
      <div data-testid="order-contact">
        <p className="font-medium">
          {'buyer' in order ? t('seller.orders.buyerContact') : t('seller.orders.sellerContact')}
        </p>
        <p>{contact.company}</p>
        <p>{contact.contactPerson}</p>
        <p className="break-all">{contact.email}</p>
        <p>{contact.phone}</p>
        {contact.address ? (
          <p className="text-muted-foreground">
            {contact.address.street}, {contact.address.zip} {contact.address.city}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-3" data-testid="order-payment">
        <p className="font-medium">{t('seller.orders.payment')}</p>
        <p>
          {paymentLine(
            t(
              order.paymentMethod === 'vorkasse'
                ? 'seller.orders.method.vorkasse'
                : 'seller.orders.method.rechnung',
            ),
            order.paymentTerm,
          )}
        </p>
        {order.paymentDueDate ? (
          <p className="text-muted-foreground">
            {t('seller.orders.dueDate', { date: formatDay(order.paymentDueDate) })}
          </p>
        ) : null}
        <SkontoNote skonto={order.skonto} total={order.totalAmount} />
        {order.internalReference ? (
          <p className="text-muted-foreground">
            {t('seller.orders.poReference', { reference: order.internalReference })}
          </p>
        ) : null}
      </div>
      {order.specialInstructions ? (
        <p className="text-muted-foreground sm:col-span-3">
          {t('seller.orders.notes')}
          {colon()} {order.specialInstructions}
        </p>
      ) : null}
    </OrderCardFrame>
  );
}
