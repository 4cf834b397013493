import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSellerEdit, AdminSellerView } from '#shared/admin/sellers.ts';
import { ACTIVE_STATUSES, DEFAULT_PAGE_SIZE, PAYMENT_STATUSES } from '#shared/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { formatDate } from '../../../lib/format.ts';
import { errorText } from '../api/admin-api.ts';
import { useSellerActions, useSellers } from '../api/sellers.ts';
import { ConfirmDialog, rowBusy } from '../components/confirm-dialog.tsx';
import { ListHeader, ListState, Pager, SearchBox, Table, Td } from '../components/list-parts.tsx';

/** Verkäufer tab (approved sellers, inline edit) and Warteschlange (pending), spec 2 §2. */
export function SellersTab({ mode }: { mode: 'approved' | 'pending' }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useSellers({ approval: mode, search, page, pageSize: DEFAULT_PAGE_SIZE });
  const actions = useSellerActions();
  const [editing, setEditing] = useState<{ id: string; draft: AdminSellerEdit } | null>(null);
  const [rejecting, setRejecting] = useState<AdminSellerView | null>(null);
  const all = [actions.approve, actions.reject, actions.togglePayment, actions.toggleActive, actions.edit];
  const pending = mode === 'pending';

  const head = [
    t('admin.company'),
    t('admin.email'),
    t('admin.sellers.contact'),
    t('admin.phone'),
    ...(pending
      ? []
      : [
          t('admin.sellers.website'),
          t('admin.sellers.specialization'),
          t('admin.sellers.employees'),
          t('rating.admin.rating'),
        ]),
    t('admin.sellers.vat'),
    t('admin.sellers.payment'),
    t('admin.active'),
    t('admin.sellers.verified'),
    pending ? t('admin.sellers.registered') : t('admin.sellers.approvedAt'),
    t('admin.actions'),
  ];

  function field<K extends keyof AdminSellerEdit>(key: K, value: AdminSellerEdit[K]) {
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, [key]: value } } : e));
  }

  function row(s: AdminSellerView) {
    const busy = rowBusy(s.id, ...all);
    const edit = editing?.id === s.id ? editing.draft : null;
    const text = (key: 'companyName' | 'contactPerson' | 'phone' | 'vatNumber', label: string) =>
      edit ? (
        <Input
          aria-label={label}
          value={edit[key]}
          onChange={(e) => field(key, e.target.value)}
          className="min-w-36"
        />
      ) : (
        s[key]
      );
    return (
      <tr key={s.id}>
        <Td className="font-medium">{text('companyName', t('admin.company'))}</Td>
        <Td>{s.email}</Td>
        <Td>{text('contactPerson', t('admin.sellers.contact'))}</Td>
        <Td>{text('phone', t('admin.phone'))}</Td>
        {pending ? null : (
          <>
            <Td>{s.website}</Td>
            <Td>{s.specialization}</Td>
            <Td>{s.employeeCount}</Td>
            <Td>
              <RatingSummary rating={s.rating} className="whitespace-nowrap" />
            </Td>
          </>
        )}
        <Td>{text('vatNumber', t('admin.sellers.vat'))}</Td>
        <Td>
          {edit ? (
            <select
              aria-label={t('admin.sellers.payment')}
              className="h-10 rounded-md border border-input bg-background px-2"
              value={edit.paymentStatus}
              onChange={(e) => field('paymentStatus', e.target.value as AdminSellerEdit['paymentStatus'])}
            >
              {PAYMENT_STATUSES.map((p) => (
                <option key={p} value={p}>
                  {t(`admin.sellers.payment.${p}`)}
                </option>
              ))}
            </select>
          ) : (
            <Badge
              variant={
                s.paymentStatus === 'unpaid'
                  ? 'destructive'
                  : s.paymentStatus === 'paid'
                    ? 'success'
                    : 'warning'
              }
            >
              {t(`admin.sellers.payment.${s.paymentStatus}`)}
            </Badge>
          )}
        </Td>
        <Td>
          {edit ? (
            <select
              aria-label={t('admin.status')}
              className="h-10 rounded-md border border-input bg-background px-2"
              value={edit.activeStatus}
              onChange={(e) => field('activeStatus', e.target.value as AdminSellerEdit['activeStatus'])}
            >
              {ACTIVE_STATUSES.map((a) => (
                <option key={a} value={a}>
                  {t(a === 'active' ? 'admin.active' : 'admin.inactive')}
                </option>
              ))}
            </select>
          ) : (
            <Badge variant={s.activeStatus === 'active' ? 'success' : 'secondary'}>
              {t(s.activeStatus === 'active' ? 'admin.active' : 'admin.inactive')}
            </Badge>
          )}
        </Td>
        <Td>
          {edit ? (
            <input
              type="checkbox"
              aria-label={t('admin.sellers.verified')}
              checked={edit.isVerified}
              onChange={(e) => field('isVerified', e.target.checked)}
            />
          ) : (
            t(s.isVerified ? 'admin.yes' : 'admin.no')
          )}
        </Td>
        <Td>{formatDate(pending ? s.registeredAt : (s.approvedAt ?? s.registeredAt))}</Td>
        <Td>
          <div className="flex flex-wrap gap-1">
            {edit ? (
              <>
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    actions.edit.mutate({ id: s.id, input: edit }, { onSuccess: () => setEditing(null) })
                  }
                >
                  {t('admin.save')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
                  {t('admin.cancel')}
                </Button>
              </>
            ) : (
              <>
                {pending ? (
                  <>
                    <Button size="sm" disabled={busy} onClick={() => actions.approve.mutate(s.id)}>
                      {t('admin.sellers.approve')}
                    </Button>
                    <Button size="sm" variant="destructive" disabled={busy} onClick={() => setRejecting(s)}>
                      {t('admin.sellers.reject')}
                    </Button>
                  </>
                ) : null}
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => actions.togglePayment.mutate(s.id)}
                >
                  {t('admin.sellers.togglePayment')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => actions.toggleActive.mutate(s.id)}
                >
                  {t('admin.sellers.toggleActive')}
                </Button>
                {pending ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={() =>
                      setEditing({
                        id: s.id,
                        draft: {
                          companyName: s.companyName,
                          contactPerson: s.contactPerson,
                          phone: s.phone,
                          vatNumber: s.vatNumber,
                          paymentStatus: s.paymentStatus,
                          activeStatus: s.activeStatus,
                          isVerified: s.isVerified,
                        },
                      })
                    }
                  >
                    {t('admin.edit')}
                  </Button>
                )}
              </>
            )}
          </div>
        </Td>
      </tr>
    );
  }

  const data = list.data;
  return (
    <section>
      <ListHeader
        title={pending ? t('admin.queue.title') : t('admin.sellers.title')}
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
        emptyText={pending ? t('admin.queue.empty') : t('admin.sellers.empty')}
        errorText={t('admin.sellers.loadFailed', { reason: errorText(list.error, t('admin.unexpected')) })}
        onRetry={() => void list.refetch()}
      >
        <Table head={head}>{data?.items.map(row)}</Table>
        {data ? (
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        ) : null}
      </ListState>
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(o) => !o && setRejecting(null)}
        title={t('admin.sellers.reject')}
        text={t('admin.sellers.rejectConfirm', { company: rejecting?.companyName ?? '' })}
        confirmLabel={t('admin.sellers.reject')}
        pending={actions.reject.isPending}
        onConfirm={() =>
          rejecting && actions.reject.mutate(rejecting.id, { onSettled: () => setRejecting(null) })
        }
      />
    </section>
  );
}
