import { useState } from 'react';
import { Download, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ORDER_STATUS_FILTERS } from '#shared/admin/marketplace.ts';
import { DEFAULT_PAGE_SIZE, PERIODS, type Period } from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { useAdminOrders } from '#web/features/admin-marketplace/api/marketplace.ts';
import { usePaging, PagedHeader, PagedState } from '#web/components/admin/paged-list.tsx';
import { SearchBox, SelectFilter } from '#web/components/admin/list-parts.tsx';
import { DataList } from '#web/components/admin/data-list.tsx';
import { orderStatusLabel } from '#web/lib/display-labels.ts';
import { OrderHistoryDialog } from '#web/features/admin-marketplace/components/order-history-dialog.tsx';
import { colon } from '#web/lib/typography.ts';

type StatusFilter = (typeof ADMIN_ORDER_STATUS_FILTERS)[number];

/** Bestellungen tab (spec 2 §2): search, status and period filters, newest first, document. */
export function OrdersTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter | ''>('');
  const [period, setPeriod] = useState<Period | ''>('');
  const { search, setSearch, page, setPage, filtered } = usePaging();
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const list = useAdminOrders({ search, status, period, page, pageSize: DEFAULT_PAGE_SIZE });
  const data = list.data;
  return (
    <section>
      <PagedHeader title={t('admin.orders.title')} list={list} />
      <div className="mb-4 flex flex-wrap gap-3">
        <SearchBox value={search} onChange={setSearch} />
        <SelectFilter
          label={t('admin.status')}
          value={status}
          onChange={filtered(setStatus)}
          options={ADMIN_ORDER_STATUS_FILTERS.map((s) => ({
            value: s,
            label: t(`admin.orders.status.${s}`),
          }))}
        />
        <SelectFilter
          label={t('admin.orders.period')}
          value={period}
          onChange={filtered(setPeriod)}
          options={PERIODS.map((p) => ({ value: p, label: t(`admin.orders.period.${p}`) }))}
        />
      </div>
      <PagedState list={list} errorText={t('admin.orders.loadFailed')} onPage={setPage}>
        <DataList
          label={t('admin.orders.title')}
          rows={data?.items ?? []}
          columns={[
            {
              key: 'number',
              header: t('admin.orders.number'),
              cell: (o) => o.orderNumber,
              className: 'whitespace-nowrap font-medium',
            },
            {
              key: 'part',
              header: t('admin.orders.part'),
              cell: (o) => (
                <>
                  <span className="block">{o.partNumber}</span>
                  <span className="block text-xs text-muted-foreground">
                    {[o.manufacturer, `${t('admin.requests.quantity')}${colon()} ${o.quantity}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </>
              ),
            },
            { key: 'buyer', header: t('admin.orders.buyer'), cell: (o) => o.buyerCompany },
            { key: 'seller', header: t('admin.orders.seller'), cell: (o) => o.sellerCompany },
            {
              key: 'total',
              header: t('admin.orders.total'),
              cell: (o) => formatMoney(o.totalAmount),
              className: 'whitespace-nowrap tabular-nums',
            },
            {
              key: 'status',
              header: t('admin.status'),
              cell: (o) => <Badge variant="secondary">{orderStatusLabel(o.status)}</Badge>,
            },
            {
              key: 'date',
              header: t('admin.orders.date'),
              cell: (o) => formatDate(o.createdAt),
              className: 'whitespace-nowrap',
            },
          ]}
          actions={(o) => (
            <>
              <Button size="sm" variant="outline" onClick={() => setHistoryOf(o.id)}>
                <History aria-hidden="true" />
                {t('rating.admin.details')}
              </Button>
              {/* The documents module serves the PDF; the browser downloads it with the session cookie. */}
              <Button asChild size="sm" variant="outline">
                <a href={`/api/v1/orders/${o.id}/document`} download>
                  <Download aria-hidden="true" />
                  {t('admin.orders.document')}
                </a>
              </Button>
            </>
          )}
        />
      </PagedState>
      {/* The row is looked up on each render, so the dialog shows the refreshed rating after a change. */}
      {historyOf && data?.items.some((o) => o.id === historyOf) ? (
        <OrderHistoryDialog
          order={data.items.find((o) => o.id === historyOf)!}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
    </section>
  );
}
