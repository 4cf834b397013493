import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BuyerOrderView } from '#shared/orders/schema.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useOrders, type OrderFilters } from '../api/list-orders.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { FilteredList } from './filtered-list.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
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
    <>
      <FilteredList
        filters={
          <>
            <FormField
              className="sm:col-span-2 lg:col-span-1"
              label={t('buyer.filters.search')}
              type="search"
              placeholder={t('buyer.filters.searchOrders')}
              value={filters.search}
              onChange={(e) => update({ search: e.target.value })}
            />
            <SelectField
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
            <SelectField
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
          </>
        }
        onReset={() => setFilters(INITIAL)}
        query={query}
        loadFailed={t('buyer.orders.loadFailed')}
        empty={
          <>
            <ShoppingBag className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('buyer.orders.empty')}</p>
          </>
        }
        summary={(page) => (
          <p className="text-sm text-muted-foreground">
            {t('buyer.orders.count', { shown: page.items.length, total: page.total })}
          </p>
        )}
        item={(o) => <OrderCard key={o.id} order={o} onDetails={() => setSelected(o)} />}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
      <OrderDetailsDialog order={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </>
  );
}
