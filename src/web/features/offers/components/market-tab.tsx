import { useRef, useState } from 'react';
import { Info, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '#shared/constants.ts';
import type { SellerRequestListItem, SellerRequestView } from '#shared/seller-market/schema.ts';
import { ErrorCard } from '#web/components/error-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useRelevantRequests } from '#web/features/offers/api/seller-queries.ts';
import { useSellerProfile } from '#web/features/account/index.ts';
import { OfferDetail } from './offer-detail.tsx';
import { OfferForm } from './offer-form.tsx';
import { RequestFilters, type RequestFilterValues } from './request-filters.tsx';
import { RequestList } from './request-list.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { DeclinedList } from './declined-list.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';

type View =
  { kind: 'list' } | { kind: 'offer'; request: SellerRequestListItem } | { kind: 'detail'; offerId: string };

/** Spec 1 §2 Anfragen tab: relevant requests; the offer form and offer details replace the list. */
export function RequestsTab() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [filters, setFilters] = useState<RequestFilterValues>({
    search: '',
    part: '',
    urgency: '',
    sort: 'newest',
    mine: false,
  });
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<SellerRequestView | null>(null);
  // Announced to screen readers: the row is gone from the list, the undo is below it.
  const [announcement, setAnnouncement] = useState('');
  const search = useDebounced(filters.search.trim());
  const part = useDebounced(filters.part.trim());
  const profile = useSellerProfile();
  const requests = useRelevantRequests({
    search: search || undefined,
    ...(part ? { part } : {}),
    urgency: filters.urgency || undefined,
    sort: filters.sort,
    ...(filters.mine ? { assigned: 'me' as const } : {}),
    page,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [params, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  // Issue 34: the offer form and the offer detail are a step in the browser's history (?view=),
  // so its back button returns to the list instead of leaving the dashboard, and each opens at
  // the top of the page rather than where the row was.
  const pushed = useRef(false);
  const open = (next: Exclude<View, { kind: 'list' }>) => {
    setView(next);
    pushed.current = true;
    setSearchParams((p) => {
      const n = new URLSearchParams(p);
      n.set('view', next.kind);
      return n;
    });
    window.scrollTo({ top: 0 });
  };
  const back = () => {
    if (pushed.current && params.get('view')) {
      pushed.current = false;
      void navigate(-1);
    } else setView({ kind: 'list' });
  };
  // The browser's back button took the step away: the list again.
  const shown: View = params.get('view') ? view : { kind: 'list' };

  if (shown.kind === 'offer') return <OfferForm request={shown.request} onBack={back} onCreated={back} />;
  if (shown.kind === 'detail') return <OfferDetail offerId={shown.offerId} onBack={back} />;

  const data = requests.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="grid gap-4" aria-labelledby="seller-requests-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="seller-requests-title" className="text-xl font-semibold">
          {t('seller.requests.title')}
        </h2>
        <Button variant="outline" onClick={() => void requests.refetch()} disabled={requests.isFetching}>
          <RefreshCw className={requests.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
          {t('seller.requests.refresh')}
        </Button>
      </div>
      {profile.data && profile.data.brandIds.length === 0 ? (
        <Card role="note" className="border-primary/30 bg-primary-soft">
          <CardContent className="flex flex-wrap items-center gap-3 pt-6 text-sm">
            <Info className="size-5 text-primary" aria-hidden="true" />
            <p className="flex-1">{t('seller.requests.noBrands')}</p>
            <Button size="sm" variant="outline" onClick={() => setSearchParams({ tab: 'settings' })}>
              {t('seller.requests.toSettings')}
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <RequestFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {requests.isPending ? (
        <div className="grid gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : requests.isError ? (
        <ErrorCard onRetry={() => void requests.refetch()} description={t('seller.requests.loadFailed')} />
      ) : data && data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {t('seller.requests.empty')}
        </p>
      ) : data ? (
        <>
          <RequestList
            items={data.items}
            onCreateOffer={(request) => open({ kind: 'offer', request })}
            onShowOffer={(offerId) => open({ kind: 'detail', offerId })}
            onDecline={setDeclining}
          />
          <nav
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
            aria-label={t('seller.pagination.label')}
          >
            <span className="text-muted-foreground">
              {t('seller.pagination', { page: data.page, pages, total: data.total })}
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('seller.pagination.previous')}
              </Button>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('seller.pagination.next')}
              </Button>
            </div>
          </nav>
        </>
      ) : null}
      <DeclinedList onUndone={(part) => setAnnouncement(t('seller.declined.undone', { part }))} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <DeclineDialog
        request={declining}
        onClose={() => setDeclining(null)}
        onDeclined={(r) => {
          setDeclining(null);
          setAnnouncement(t('seller.declined.done', { part: r.partNumber }));
        }}
      />
    </section>
  );
}
