import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BuyerOrderView } from '#shared/orders/schema.ts';
import { useOrders, type OrderFilters } from '#web/features/orders/api/list-buyer-orders.ts';
import { FilteredList, useListFilters } from '#web/components/filtered-list.tsx';
import { OrderCard } from './buyer-order-card.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { OrdersCsvButton } from './orders-csv-button.tsx';

const INITIAL: OrderFilters = { search: '', period: '', sort: 'newest', page: 1 };

export function OrdersTab() {
  const { t } = useTranslation();
  const filters = useListFilters(INITIAL);
  const [selected, setSelected] = useState<BuyerOrderView | null>(null);
  const query = useOrders(filters.query);

  return (
    <>
      <FilteredList
        filterBar={{
          filters,
          search: {
            placeholder: t('buyer.filters.searchOrders'),
            className: 'sm:col-span-2 lg:col-span-1',
          },
          selects: [
            {
              key: 'period',
              label: t('buyer.filters.period'),
              options: [
                { value: '', label: t('buyer.filters.periodAll') },
                { value: 'today', label: t('buyer.filters.periodToday') },
                { value: 'week', label: t('buyer.filters.periodWeek') },
                { value: 'month', label: t('buyer.filters.periodMonth') },
                { value: 'quarter', label: t('buyer.filters.periodQuarter') },
              ],
            },
          ],
          sorts: [
            { value: 'amount_desc', label: t('buyer.filters.sortAmountDesc') },
            { value: 'amount_asc', label: t('buyer.filters.sortAmountAsc') },
          ],
        }}
        query={query}
        loadFailed={t('buyer.orders.loadFailed')}
        empty={
          <>
            <ShoppingBag className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('buyer.orders.empty')}</p>
          </>
        }
        summary={(page) => (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              {t('buyer.orders.count', { shown: page.items.length, total: page.total })}
            </p>
            <OrdersCsvButton path="/buyer/orders.csv" filter={filters.query} />
          </div>
        )}
        item={(o) => <OrderCard key={o.id} order={o} onDetails={() => setSelected(o)} />}
      />
      <OrderDetailsDialog order={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </>
  );
}
