import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { withParam } from '#web/lib/query-string.ts';
import { URGENCIES } from '#shared/constants.ts';
import { FilteredList, useListFilters } from '#web/components/filtered-list.tsx';
import {
  OWN_REQUEST_FILTERS,
  ownRequestQuery,
  RequestCard,
  useOwnRequests,
  type OwnerSide,
} from '#web/features/requests/index.ts';
import { OffersView } from '#web/features/offers/index.ts';

/** ?request=<id> opens the offers view, so the browser's back button and links work too. */
const REQUEST_PARAM = 'request';

/**
 * The own requests and the offers on each: the buyer's 'Anfragen' and the seller's 'Meine
 * Anfragen' (spec 1 §6: a seller may request parts and see other sellers' offers) — one screen,
 * composed of the requests list and the offers view, for either side.
 */
export function OwnRequestsTab({ side }: { side: OwnerSide }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(REQUEST_PARAM);

  function setOpen(id: string | null) {
    setSearchParams((prev) => withParam(prev, REQUEST_PARAM, id));
  }

  if (openId) return <OffersView side={side} requestId={openId} onBack={() => setOpen(null)} />;
  return <RequestList side={side} onOpen={setOpen} />;
}

function RequestList({ side, onOpen }: { side: OwnerSide; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const filters = useListFilters(OWN_REQUEST_FILTERS);
  const query = useOwnRequests(side, ownRequestQuery(filters.query));

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
      item={(r) => <RequestCard key={r.id} request={r} side={side} onViewOffers={() => onOpen(r.id)} />}
    />
  );
}
