import { useTranslation } from 'react-i18next';
import { deliveryLabel, warrantyLabel } from '#web/lib/display-labels.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { useAdminOffers } from '#web/features/admin-marketplace/api/marketplace.ts';
import { DataList } from '#web/components/admin/data-list.tsx';
import { usePaging, PagedHeader, PagedState } from '#web/components/admin/paged-list.tsx';
import { SearchBox } from '#web/components/admin/list-parts.tsx';
import { OfferStatusBadge } from '#web/features/admin-marketplace/components/offer-status.tsx';
import { DEFAULT_PAGE_SIZE } from '#shared/constants.ts';

/** Angebote tab: read-only (spec 2 §2). */
export function OffersTab() {
  const { t } = useTranslation();
  const { search, setSearch, page, setPage } = usePaging();
  const list = useAdminOffers({ search, page, pageSize: DEFAULT_PAGE_SIZE });
  const data = list.data;
  return (
    <section>
      <PagedHeader title={t('admin.offers.title')} list={list}>
        <SearchBox value={search} onChange={setSearch} />
      </PagedHeader>
      <PagedState list={list} errorText={t('admin.offers.loadFailed')} onPage={setPage}>
        <DataList
          label={t('admin.offers.title')}
          rows={data?.items ?? []}
          columns={[
            {
              key: 'seller',
              header: t('admin.offers.seller'),
              cell: (o) => o.sellerCompany,
              className: 'font-medium',
            },
            {
              key: 'id',
              header: t('admin.offers.id'),
              cell: (o) => o.id.slice(0, 8),
              className: 'font-mono text-xs',
            },
            {
              key: 'request',
              header: t('admin.offers.request'),
              cell: (o) => o.requestId.slice(0, 8),
              className: 'font-mono text-xs',
            },
            { key: 'part', header: t('admin.requests.partNumber'), cell: (o) => o.partNumber },
            {
              key: 'price',
              header: t('admin.offers.price'),
              cell: (o) => formatMoney(o.price, o.currency),
              className: 'whitespace-nowrap',
            },
            {
              key: 'delivery',
              header: t('admin.offers.delivery'),
              cell: (o) => deliveryLabel(o.delivery),
            },
            {
              key: 'warranty',
              header: t('admin.offers.warranty'),
              cell: (o) => (o.warrantyMonths === null ? '–' : warrantyLabel(o.warrantyMonths)),
            },
            { key: 'status', header: t('admin.status'), cell: (o) => <OfferStatusBadge status={o.status} /> },
            {
              key: 'date',
              header: t('admin.offers.date'),
              cell: (o) => formatDate(o.createdAt),
              className: 'whitespace-nowrap',
            },
          ]}
        />
      </PagedState>
    </section>
  );
}
