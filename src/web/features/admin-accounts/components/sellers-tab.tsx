import { useState } from 'react';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { useTranslation } from 'react-i18next';
import type { AdminSellerView } from '#shared/admin/sellers.ts';
import { DEFAULT_PAGE_SIZE } from '#shared/constants.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { RatingSummary } from '#web/components/rating-summary.tsx';
import { formatDate } from '#web/lib/format.ts';
import { errorText } from '#web/lib/admin-api.ts';
import { useSellerActions, useSellers } from '#web/features/admin-accounts/api/sellers.ts';
import { rowBusy } from '#web/components/admin/row-busy.ts';
import { DataList, type Column } from '#web/components/admin/data-list.tsx';
import { usePaging, PagedHeader, PagedState } from '#web/components/admin/paged-list.tsx';
import { SearchBox } from '#web/components/admin/list-parts.tsx';
import {
  SellerDialog,
  type SellerDialogMode,
} from '#web/features/admin-accounts/components/seller-dialog.tsx';
import { StatusToggle } from '#web/components/admin/status-toggle.tsx';

const PAYMENT_BADGE = { paid: 'success', unpaid: 'destructive', freetrial: 'warning' } as const;

/**
 * Verkäufer tab (approved sellers) and Warteschlange (pending), spec 2 §2. At 1280 px the status
 * columns (Bezahlstatus, Aktiv, Verifiziert) stay in view; each toggle shows the state and says
 * what a click does. The full registration, editing, approving and rejecting live in SellerDialog.
 */
export function SellersTab({ mode }: { mode: 'approved' | 'pending' }) {
  const { t } = useTranslation();
  const { search, setSearch, page, setPage } = usePaging();
  const list = useSellers({ approval: mode, search, page, pageSize: DEFAULT_PAGE_SIZE });
  const actions = useSellerActions();
  const [open, setOpen] = useState<{ seller: AdminSellerView; mode: SellerDialogMode } | null>(null);
  const all = [actions.approve, actions.reject, actions.togglePayment, actions.toggleActive, actions.edit];
  const pending = mode === 'pending';

  const columns: Column<AdminSellerView>[] = [
    {
      key: 'company',
      header: t('admin.company'),
      cell: (s) => (
        <>
          <span className="block font-medium">{s.companyName}</span>
          <EmailText email={s.email} className="block text-xs text-muted-foreground" />
        </>
      ),
      card: (s) => s.companyName,
    },
    { key: 'email', header: t('admin.email'), cell: (s) => <EmailText email={s.email} />, cardOnly: true },
    {
      key: 'contact',
      header: t('admin.sellers.contact'),
      cell: (s) => (
        <>
          <span className="block">{s.contactPerson}</span>
          <span className="block text-xs text-muted-foreground">{s.phone}</span>
        </>
      ),
      card: (s) => s.contactPerson,
    },
    { key: 'phone', header: t('admin.phone'), cell: (s) => s.phone, cardOnly: true },
    ...(pending
      ? [{ key: 'vat', header: t('admin.sellers.vat'), cell: (s: AdminSellerView) => s.vatNumber }]
      : []),
    {
      key: 'payment',
      header: t('admin.sellers.payment'),
      cell: (s) => (
        <StatusToggle
          state={t(`admin.sellers.payment.${s.paymentStatus}`)}
          variant={PAYMENT_BADGE[s.paymentStatus]}
          // The server's toggle: paid → unpaid, anything else (trial, unpaid) → paid.
          action={t(s.paymentStatus === 'paid' ? 'admin.sellers.markUnpaid' : 'admin.sellers.markPaid')}
          busy={rowBusy(s.id, ...all)}
          onToggle={() => actions.togglePayment.mutate(s.id)}
        />
      ),
    },
    {
      key: 'active',
      header: t('admin.active'),
      cell: (s) => (
        <StatusToggle
          state={t(s.activeStatus === 'active' ? 'admin.active' : 'admin.inactive')}
          variant={s.activeStatus === 'active' ? 'success' : 'secondary'}
          action={t(s.activeStatus === 'active' ? 'admin.deactivate' : 'admin.activate')}
          busy={rowBusy(s.id, ...all)}
          onToggle={() => actions.toggleActive.mutate(s.id)}
        />
      ),
    },
    {
      key: 'verified',
      header: t('admin.sellers.verified'),
      cell: (s) => (
        <Badge variant={s.isVerified ? 'success' : 'outline'}>
          {t(s.isVerified ? 'admin.yes' : 'admin.no')}
        </Badge>
      ),
    },
    {
      key: 'date',
      header: pending ? t('admin.sellers.registered') : t('admin.sellers.approvedAt'),
      cell: (s) => formatDate(pending ? s.registeredAt : (s.approvedAt ?? s.registeredAt)),
      className: 'whitespace-nowrap',
    },
    ...(pending
      ? []
      : [
          {
            key: 'rating',
            header: t('rating.admin.rating'),
            cell: (s: AdminSellerView) => <RatingSummary rating={s.rating} className="whitespace-nowrap" />,
          },
        ]),
  ];

  function rowActions(s: AdminSellerView) {
    const busy = rowBusy(s.id, ...all);
    const show = (m: SellerDialogMode) => () => setOpen({ seller: s, mode: m });
    return (
      <div className="flex flex-wrap gap-1.5">
        {pending ? (
          <>
            <Button size="sm" disabled={busy} onClick={show('approve')}>
              {t('admin.sellers.approve')}
            </Button>
            <Button size="sm" variant="destructive" disabled={busy} onClick={show('reject')}>
              {t('admin.sellers.reject')}
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="outline" disabled={busy} onClick={show('view')}>
          {t('admin.sellers.details')}
        </Button>
        {pending ? null : (
          <Button size="sm" variant="ghost" disabled={busy} onClick={show('edit')}>
            {t('admin.edit')}
          </Button>
        )}
      </div>
    );
  }

  const data = list.data;
  return (
    <section>
      <PagedHeader title={pending ? t('admin.queue.title') : t('admin.sellers.title')} list={list}>
        <SearchBox value={search} onChange={setSearch} />
      </PagedHeader>
      <PagedState
        list={list}
        emptyText={pending ? t('admin.queue.empty') : t('admin.sellers.empty')}
        errorText={t('admin.sellers.loadFailed', { reason: errorText(list.error, t('admin.unexpected')) })}
        onPage={setPage}
      >
        <DataList
          columns={columns}
          rows={data?.items ?? []}
          actions={rowActions}
          label={pending ? t('admin.queue.title') : t('admin.sellers.title')}
        />
      </PagedState>
      {open ? (
        <SellerDialog
          seller={open.seller}
          mode={open.mode}
          onMode={(m) => setOpen({ ...open, mode: m })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
