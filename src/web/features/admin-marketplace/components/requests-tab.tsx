import { useState } from 'react';
import { deliveryLabel } from '#web/lib/display-labels.ts';
import { PagedState, usePaging } from '#web/components/admin/paged-list.tsx';
import { useTranslation } from 'react-i18next';
import type { AdminRequestView } from '#shared/admin/marketplace.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { useAdminRequests, useRequestOffers } from '#web/features/admin-marketplace/api/marketplace.ts';
import { DataList } from '#web/components/admin/data-list.tsx';
import {
  ListHeader,
  ListState,
  SearchBox,
  SelectFilter,
  Table,
  Td,
} from '#web/components/admin/list-parts.tsx';
import { OfferStatusBadge } from '#web/features/admin-marketplace/components/offer-status.tsx';
import { DEFAULT_PAGE_SIZE, URGENCIES, type Urgency } from '#shared/constants.ts';

const URGENCY_KEY = { dringend: 'urgent', hoch: 'high', normal: 'medium', niedrig: 'low' } as const;

/** Anfragen tab (spec 2 §2): counters, search, urgency filter, 'Angebote (n)' dialog. */
export function RequestsTab() {
  const { t } = useTranslation();
  const [urgency, setUrgency] = useState<Urgency | ''>('');
  const { search, setSearch, page, setPage, filtered } = usePaging();
  const [open, setOpen] = useState<AdminRequestView | null>(null);
  const list = useAdminRequests({ search, urgency, page, pageSize: DEFAULT_PAGE_SIZE });
  const data = list.data;

  return (
    <section>
      <ListHeader
        title={t('admin.requests.title')}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <dl className="mb-4 grid max-w-sm grid-cols-2 gap-3">
        <div className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{t('admin.requests.total')}</dt>
          <dd className="text-xl font-bold">{data?.counts.total ?? '–'}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{t('admin.requests.active')}</dt>
          <dd className="text-xl font-bold">{data?.counts.active ?? '–'}</dd>
        </div>
      </dl>
      <div className="mb-4 flex flex-wrap gap-3">
        <SearchBox value={search} onChange={setSearch} />
        <SelectFilter
          label={t('admin.requests.urgency')}
          value={urgency}
          onChange={filtered(setUrgency)}
          options={URGENCIES.map((u) => ({ value: u, label: t(`admin.urgency.${URGENCY_KEY[u]}`) }))}
        />
      </div>
      <PagedState list={list} errorText={t('admin.requests.loadFailed')} onPage={setPage}>
        <DataList
          label={t('dashboard.tab.requests')}
          rows={data?.items ?? []}
          columns={[
            {
              key: 'part',
              header: t('admin.requests.partNumber'),
              cell: (r) => r.partNumber,
              className: 'font-medium',
            },
            { key: 'manufacturer', header: t('admin.requests.manufacturer'), cell: (r) => r.manufacturer },
            {
              key: 'description',
              header: t('admin.description'),
              cell: (r) => <span className="line-clamp-2 max-w-64">{r.description}</span>,
            },
            {
              key: 'buyer',
              header: t('admin.requests.buyer'),
              cell: (r) => (
                <>
                  {r.buyerName}
                  <div className="text-xs text-muted-foreground">{r.buyerCompany}</div>
                </>
              ),
            },
            { key: 'quantity', header: t('admin.requests.quantity'), cell: (r) => r.quantity },
            // Issue 34: no 'Budget' column — no form asks for a budget (only old demo rows had one),
            // so it read '–' on every request.
            {
              key: 'urgency',
              header: t('admin.requests.urgency'),
              cell: (r) =>
                r.urgency in URGENCY_KEY
                  ? t(`admin.urgency.${URGENCY_KEY[r.urgency as keyof typeof URGENCY_KEY]}`)
                  : r.urgency,
            },
            {
              key: 'created',
              header: t('admin.created'),
              cell: (r) => formatDate(r.createdAt),
              className: 'whitespace-nowrap',
            },
          ]}
          actions={(r) => (
            <Button size="sm" variant="outline" onClick={() => setOpen(r)}>
              {t('admin.requests.offers', { count: r.offerCount })}
            </Button>
          )}
        />
      </PagedState>
      <RequestOffersDialog request={open} onClose={() => setOpen(null)} />
    </section>
  );
}

/** Admins see identities: the sellers' companies are listed (spec 2 §2, DESIGN.md §7). */
function RequestOffersDialog({
  request,
  onClose,
}: {
  request: AdminRequestView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const offers = useRequestOffers(request?.id ?? null);
  return (
    <Dialog open={request !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {t('admin.requests.offersTitle', { partNumber: request?.partNumber ?? '' })}
          </DialogTitle>
        </DialogHeader>
        <ListState
          isPending={offers.isPending}
          error={offers.error}
          isEmpty={offers.data?.items.length === 0}
          emptyText={t('admin.requests.noOffers')}
          errorText={t('admin.offers.loadFailed')}
          onRetry={() => void offers.refetch()}
        >
          <Table
            head={[
              t('admin.offers.seller'),
              t('admin.offers.price'),
              t('admin.offers.delivery'),
              t('admin.status'),
              t('admin.offers.date'),
            ]}
          >
            {offers.data?.items.map((o) => (
              <tr key={o.id}>
                <Td>{o.sellerCompany}</Td>
                <Td>{formatMoney(o.price, o.currency)}</Td>
                <Td>{deliveryLabel(o.delivery)}</Td>
                <Td>
                  <OfferStatusBadge status={o.status} />
                </Td>
                <Td>{formatDate(o.createdAt)}</Td>
              </tr>
            ))}
          </Table>
        </ListState>
      </DialogContent>
    </Dialog>
  );
}
