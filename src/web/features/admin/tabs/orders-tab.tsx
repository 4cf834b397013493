import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ORDER_STATUS_FILTERS } from '#shared/admin/marketplace.ts';
import { DEFAULT_PAGE_SIZE, PERIODS, type Period } from '#shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useAdminOrders } from '../api/marketplace.ts';
import {
  ListHeader,
  ListState,
  Pager,
  SearchBox,
  SelectFilter,
  Table,
  Td,
} from '../components/list-parts.tsx';
import { useReferenceTexts } from '../../../lib/reference-texts.ts';

type StatusFilter = (typeof ADMIN_ORDER_STATUS_FILTERS)[number];

/** Bestellungen tab (spec 2 §2): search, status and period filters, newest first, document. */
export function OrdersTab() {
  const { t } = useTranslation();
  const ref = useReferenceTexts();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter | ''>('');
  const [period, setPeriod] = useState<Period | ''>('');
  const [page, setPage] = useState(1);
  const list = useAdminOrders({ search, status, period, page, pageSize: DEFAULT_PAGE_SIZE });
  const data = list.data;
  const reset =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPage(1);
    };

  return (
    <section>
      <ListHeader
        title={t('admin.orders.title')}
        count={data?.total}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <SearchBox value={search} onChange={reset(setSearch)} />
        <SelectFilter
          label={t('admin.status')}
          value={status}
          onChange={reset(setStatus)}
          options={ADMIN_ORDER_STATUS_FILTERS.map((s) => ({
            value: s,
            label: t(`admin.orders.status.${s}`),
          }))}
        />
        <SelectFilter
          label={t('admin.orders.period')}
          value={period}
          onChange={reset(setPeriod)}
          options={PERIODS.map((p) => ({ value: p, label: t(`admin.orders.period.${p}`) }))}
        />
      </div>
      <ListState
        isPending={list.isPending}
        error={list.error}
        isEmpty={data?.items.length === 0}
        errorText={t('admin.orders.loadFailed')}
        onRetry={() => void list.refetch()}
      >
        <Table
          head={[
            t('admin.orders.number'),
            t('admin.requests.partNumber'),
            t('admin.requests.manufacturer'),
            t('admin.requests.quantity'),
            t('admin.orders.buyer'),
            t('admin.orders.seller'),
            t('admin.orders.total'),
            t('admin.status'),
            t('admin.orders.date'),
            t('admin.orders.document'),
          ]}
        >
          {data?.items.map((o) => (
            <tr key={o.id}>
              <Td className="font-medium">{o.orderNumber}</Td>
              <Td>{o.partNumber}</Td>
              <Td>{o.manufacturer}</Td>
              <Td>{o.quantity}</Td>
              <Td>{o.buyerCompany}</Td>
              <Td>{o.sellerCompany}</Td>
              <Td>{formatMoney(o.totalAmount)}</Td>
              <Td>{ref.orderStatus(o.status)}</Td>
              <Td>{formatDate(o.createdAt)}</Td>
              <Td>
                {/* The documents module serves the PDF; the browser downloads it with the session cookie. */}
                <Button asChild size="sm" variant="outline">
                  <a href={`/api/v1/orders/${o.id}/document`} download>
                    <Download aria-hidden="true" />
                    {t('admin.orders.document')}
                  </a>
                </Button>
              </Td>
            </tr>
          ))}
        </Table>
        {data ? (
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        ) : null}
      </ListState>
    </section>
  );
}
