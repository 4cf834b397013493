import { useState } from 'react';
import { RotateCcw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { URGENCIES } from '#shared/constants.ts';
import { ErrorCard } from '../../../components/error-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useRequests, type RequestFilters } from '../api/list-requests.ts';
import { FilterSelect } from './filter-select.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { OffersView } from './offers-view.tsx';
import { Pagination } from './pagination.tsx';
import { RequestCard } from './request-card.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

const INITIAL: RequestFilters = { search: '', urgency: '', offers: '', sort: 'newest', page: 1 };
/** ?request=<id> opens the offers view, so the browser's back button and links work too. */
const REQUEST_PARAM = 'request';

export function RequestsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(REQUEST_PARAM);

  function setOpen(id: string | null) {
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set(REQUEST_PARAM, id);
      else next.delete(REQUEST_PARAM);
      return next;
    });
  }

  if (openId) return <OffersView requestId={openId} onBack={() => setOpen(null)} />;
  return <RequestList onOpen={setOpen} />;
}

function RequestList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<RequestFilters>(INITIAL);
  const search = useDebounced(filters.search);
  const query = useRequests({ ...filters, search });
  const update = (patch: Partial<RequestFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-4">
          <FormField
            className="sm:col-span-2 lg:col-span-4"
            label={t('buyer.filters.search')}
            type="search"
            placeholder={t('buyer.filters.searchRequests')}
            value={filters.search}
            onChange={(e) => update({ search: e.target.value })}
          />
          <FilterSelect
            label={t('buyer.filters.urgency')}
            value={filters.urgency}
            onChange={(urgency) => update({ urgency })}
            options={[
              { value: '', label: t('buyer.filters.urgencyAll') },
              ...URGENCIES.map((u) => ({ value: u, label: t(`buyer.urgency.${u}`) })),
            ]}
          />
          <FilterSelect
            label={t('buyer.filters.status')}
            value={filters.offers}
            onChange={(offers) => update({ offers })}
            options={[
              { value: '', label: t('buyer.filters.statusAll') },
              { value: 'with', label: t('buyer.filters.statusWith') },
              { value: 'without', label: t('buyer.filters.statusWithout') },
            ]}
          />
          <FilterSelect
            label={t('buyer.filters.sort')}
            value={filters.sort}
            onChange={(sort) => update({ sort })}
            options={[
              { value: 'newest', label: t('buyer.filters.sortNewest') },
              { value: 'oldest', label: t('buyer.filters.sortOldest') },
              { value: 'urgency', label: t('buyer.filters.sortUrgency') },
              { value: 'offers', label: t('buyer.filters.sortOffers') },
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
        <ErrorCard description={t('buyer.requests.loadFailed')} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <Search className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('buyer.requests.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('buyer.requests.emptyHint')}</p>
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="grid gap-3">
            {query.data.items.map((r) => (
              <RequestCard key={r.id} request={r} onViewOffers={() => onOpen(r.id)} />
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
    </div>
  );
}
