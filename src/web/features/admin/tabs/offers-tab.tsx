import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useAdminOffers } from '../api/marketplace.ts';
import { ListHeader, ListState, Pager, SearchBox, Table, Td } from '../components/list-parts.tsx';
import { OfferStatusBadge } from '../components/offer-status.tsx';
import { DEFAULT_PAGE_SIZE } from '#shared/constants.ts';

/** Angebote tab: read-only (spec 2 §2). */
export function OffersTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useAdminOffers({ search, page, pageSize: DEFAULT_PAGE_SIZE });
  const data = list.data;
  return (
    <section>
      <ListHeader
        title={t('admin.offers.title')}
        count={data?.total}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      >
        <SearchBox
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
      </ListHeader>
      <ListState
        isPending={list.isPending}
        error={list.error}
        isEmpty={data?.items.length === 0}
        errorText={t('admin.offers.loadFailed')}
        onRetry={() => void list.refetch()}
      >
        <Table
          head={[
            t('admin.offers.id'),
            t('admin.offers.seller'),
            t('admin.offers.request'),
            t('admin.requests.partNumber'),
            t('admin.offers.price'),
            t('admin.offers.delivery'),
            t('admin.offers.warranty'),
            t('admin.status'),
            t('admin.offers.date'),
          ]}
        >
          {data?.items.map((o) => (
            <tr key={o.id}>
              <Td className="font-mono text-xs">{o.id.slice(0, 8)}</Td>
              <Td>{o.sellerCompany}</Td>
              <Td className="font-mono text-xs">{o.requestId.slice(0, 8)}</Td>
              <Td>{o.partNumber}</Td>
              <Td>{formatMoney(o.price, o.currency)}</Td>
              <Td>{t('admin.offers.weeks', { value: o.deliveryWeeks })}</Td>
              <Td>{o.warranty ?? '–'}</Td>
              <Td>
                <OfferStatusBadge status={o.status} />
              </Td>
              <Td>{formatDate(o.createdAt)}</Td>
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
