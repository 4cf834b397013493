import { useState } from 'react';
import { RotateCcw, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BuyerOrderView } from '#shared/orders/schema.ts';
import { ErrorCard } from '../../../components/error-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useOrders, type OrderFilters } from '../api/list-orders.ts';
import { FilterSelect } from './filter-select.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { Pagination } from './pagination.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

const INITIAL: OrderFilters = { search: '', period: '', sort: 'newest', page: 1 };

export function OrdersTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OrderFilters>(INITIAL);
  const [selected, setSelected] = useState<BuyerOrderView | null>(null);
  const search = useDebounced(filters.search);
  const query = useOrders({ ...filters, search });
  const update = (patch: Partial<OrderFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-4">
          <FormField
            className="sm:col-span-2 lg:col-span-1"
            label={t('buyer.filters.search')}
            type="search"
            placeholder={t('buyer.filters.searchOrders')}
            value={filters.search}
            onChange={(e) => update({ search: e.target.value })}
          />
          <FilterSelect
            label={t('buyer.filters.period')}
            value={filters.period}
            onChange={(period) => update({ period })}
            options={[
              { value: '', label: t('buyer.filters.periodAll') },
              { value: 'today', label: t('buyer.filters.periodToday') },
              { value: 'week', label: t('buyer.filters.periodWeek') },
              { value: 'month', label: t('buyer.filters.periodMonth') },
              { value: 'quarter', label: t('buyer.filters.periodQuarter') },
            ]}
          />
          <FilterSelect
            label={t('buyer.filters.sort')}
            value={filters.sort}
            onChange={(sort) => update({ sort })}
            options={[
              { value: 'newest', label: t('buyer.filters.sortNewest') },
              { value: 'oldest', label: t('buyer.filters.sortOldest') },
              { value: 'amount_desc', label: t('buyer.filters.sortAmountDesc') },
              { value: 'amount_asc', label: t('buyer.filters.sortAmountAsc') },
            ]}
          />
          <div className="flex items-end">
            <Button variant="outline" className="w-full" onClick={() => setFilters(INITIAL)}>
              <RotateCcw aria-hidden="true" />
              {t('buyer.filters.reset')}
            </Button>
          </div>
        </CardContent>
      </Card>

      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <ErrorCard description={t('buyer.orders.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <ShoppingBag className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('buyer.orders.empty')}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('buyer.orders.count', { shown: query.data.items.length, total: query.data.total })}
          </p>
          <div className="grid gap-3">
            {query.data.items.map((o) => (
              <OrderCard key={o.id} order={o} onDetails={() => setSelected(o)} />
            ))}
          </div>
          <Pagination
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={(page) => setFilters((f) => ({ ...f, page }))}
          />
        </>
      )}
      <OrderDetailsDialog order={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </div>
  );
}
