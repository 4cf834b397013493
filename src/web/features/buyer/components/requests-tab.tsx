import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withParam } from '#web/lib/query-string.ts';
import { URGENCIES } from '#shared/constants.ts';
import { useRequests, type RequestFilters } from '#web/features/buyer/api/list-requests.ts';
import { FilteredList, useListFilters } from './filtered-list.tsx';
import { OffersView } from './offers-view.tsx';
import { RequestCard } from './request-card.tsx';

const INITIAL: RequestFilters = {
  search: '',
  urgency: '',
  offers: '',
  state: 'open',
  assigned: '',
  sort: 'newest',
  page: 1,
};
/** ?request=<id> opens the offers view, so the browser's back button and links work too. */
const REQUEST_PARAM = 'request';

export function RequestsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(REQUEST_PARAM);

  function setOpen(id: string | null) {
    setSearchParams((prev) => withParam(prev, REQUEST_PARAM, id));
  }

  if (openId) return <OffersView requestId={openId} onBack={() => setOpen(null)} />;
  return <RequestList onOpen={setOpen} />;
}

function RequestList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const filters = useListFilters(INITIAL);
  const query = useRequests(filters.query);

  return (
    <FilteredList
      filterBar={{
        filters,
        search: {
          placeholder: t('buyer.filters.searchRequests'),
          className: 'sm:col-span-2 lg:col-span-4',
        },
        selects: [
          {
            key: 'state',
            label: t('buyer.filters.state'),
            options: [
              { value: 'open', label: t('buyer.filters.stateOpen') },
              { value: 'ordered', label: t('buyer.filters.stateOrdered') },
              { value: 'all', label: t('buyer.filters.stateAll') },
            ],
          },
          {
            key: 'urgency',
            label: t('buyer.filters.urgency'),
            options: [
              { value: '', label: t('buyer.filters.urgencyAll') },
              ...URGENCIES.map((u) => ({ value: u, label: t(`buyer.urgency.${u}`) })),
            ],
          },
          {
            key: 'offers',
            label: t('buyer.filters.status'),
            options: [
              { value: '', label: t('buyer.filters.statusAll') },
              { value: 'with', label: t('buyer.filters.statusWith') },
              { value: 'without', label: t('buyer.filters.statusWithout') },
            ],
          },
          {
            key: 'assigned',
            label: t('assignment.label'),
            options: [
              { value: '', label: t('buyer.filters.statusAll') },
              { value: 'me', label: t('assignment.mine') },
            ],
          },
        ],
        sorts: [
          { value: 'urgency', label: t('buyer.filters.sortUrgency') },
          { value: 'offers', label: t('buyer.filters.sortOffers') },
        ],
      }}
      query={query}
      loadFailed={t('buyer.requests.loadFailed')}
      empty={
        <>
          <Search className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('buyer.requests.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('buyer.requests.emptyHint')}</p>
        </>
      }
      item={(r) => <RequestCard key={r.id} request={r} onViewOffers={() => onOpen(r.id)} />}
    />
  );
}
