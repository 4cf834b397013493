import { useState } from 'react';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { useTranslation } from 'react-i18next';
import type { AdminBuyerEdit, AdminBuyerView } from '#shared/admin/buyers.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useBuyerActions, useBuyers } from '#web/features/admin-accounts/api/buyers.ts';
import { adminAccountKeys } from '#web/features/admin-accounts/api/keys.ts';
import { usePrivacyActions } from '#web/features/admin-accounts/api/privacy.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { rowBusy } from '#web/components/admin/row-busy.ts';
import { DataList, type Column } from '#web/components/admin/data-list.tsx';
import { usePaging, PagedHeader, PagedState } from '#web/components/admin/paged-list.tsx';
import { SearchBox } from '#web/components/admin/list-parts.tsx';
import { DEFAULT_PAGE_SIZE } from '#shared/constants.ts';

/**
 * Käufer tab (spec 2 §2): inline edit, deactivate, data export, delete with confirmation (a buyer
 * with orders is erased as anonymisation, decision 052).
 */
export function BuyersTab() {
  const { t } = useTranslation();
  const { search, setSearch, page, setPage } = usePaging();
  const list = useBuyers({ search, page, pageSize: DEFAULT_PAGE_SIZE });
  const actions = useBuyerActions();
  const privacy = usePrivacyActions(adminAccountKeys.buyers);
  const [editing, setEditing] = useState<{ id: string; draft: AdminBuyerEdit } | null>(null);
  const [deleting, setDeleting] = useState<AdminBuyerView | null>(null);
  const data = list.data;

  const set = <K extends keyof AdminBuyerEdit>(k: K, v: AdminBuyerEdit[K]) =>
    setEditing((e) => (e ? { ...e, draft: { ...e.draft, [k]: v } } : e));
  const input = (
    draft: AdminBuyerEdit,
    k: 'firstName' | 'lastName' | 'email' | 'company' | 'phone',
    label: string,
  ) => (
    <Input
      aria-label={label}
      value={draft[k]}
      onChange={(e) => set(k, e.target.value)}
      className="min-w-32"
    />
  );

  const draftOf = (b: AdminBuyerView) => (editing?.id === b.id ? editing.draft : null);

  /** A column that shows the value, or its input while the row is edited. */
  const editable = (
    key: 'company' | 'email' | 'phone',
    header: string,
    className?: string,
  ): Column<AdminBuyerView> => ({
    key,
    header,
    cell: (b) => {
      const d = draftOf(b);
      if (d) return input(d, key, header);
      return key === 'email' ? <EmailText email={b.email} /> : b[key];
    },
    ...(className ? { className } : {}),
  });

  const columns: Column<AdminBuyerView>[] = [
    // On a phone the card starts with the company.
    editable('company', t('admin.company'), 'font-medium'),
    {
      key: 'name',
      header: t('admin.name'),
      cell: (b) => {
        const d = draftOf(b);
        return d ? (
          <div className="flex flex-wrap gap-1">
            {input(d, 'firstName', t('admin.buyers.firstName'))}
            {input(d, 'lastName', t('admin.buyers.lastName'))}
          </div>
        ) : (
          `${b.firstName} ${b.lastName}`
        );
      },
    },
    editable('email', t('admin.email')),
    editable('phone', t('admin.phone')),
    {
      key: 'status',
      header: t('admin.status'),
      cell: (b) => {
        const d = draftOf(b);
        return d ? (
          <NativeSelect
            aria-label={t('admin.status')}
            className="w-auto px-2"
            value={d.isActive ? 'active' : 'inactive'}
            onChange={(e) => set('isActive', e.target.value === 'active')}
          >
            <option value="active">{t('admin.active')}</option>
            <option value="inactive">{t('admin.inactive')}</option>
          </NativeSelect>
        ) : (
          <Badge variant={b.isActive ? 'success' : 'secondary'}>
            {t(b.isActive ? 'admin.active' : 'admin.inactive')}
          </Badge>
        );
      },
    },
    {
      key: 'registered',
      header: t('admin.buyers.registered'),
      cell: (b) => formatDate(b.registeredAt),
      className: 'whitespace-nowrap',
    },
  ];

  function rowActions(b: AdminBuyerView) {
    const busy = rowBusy(b.id, actions.edit, actions.deactivate, actions.remove);
    const d = draftOf(b);
    return (
      <div className="flex flex-wrap gap-1">
        {d ? (
          <>
            <Button
              size="sm"
              disabled={busy}
              onClick={() =>
                actions.edit.mutate({ id: b.id, input: d }, { onSuccess: () => setEditing(null) })
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
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                setEditing({
                  id: b.id,
                  draft: {
                    firstName: b.firstName,
                    lastName: b.lastName,
                    email: b.email,
                    company: b.company,
                    phone: b.phone,
                    isActive: b.isActive,
                  },
                })
              }
            >
              {t('admin.edit')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy || !b.isActive}
              onClick={() => actions.deactivate.mutate(b.id)}
            >
              {t('admin.deactivate')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy || privacy.exportData.isPending}
              onClick={() => privacy.exportData.mutate(b.id)}
            >
              {t('privacy.admin.export')}
            </Button>
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => setDeleting(b)}>
              {t('admin.delete')}
            </Button>
          </>
        )}
      </div>
    );
  }

  return (
    <section>
      <PagedHeader title={t('admin.buyers.title')} list={list}>
        <SearchBox value={search} onChange={setSearch} />
      </PagedHeader>
      <PagedState list={list} errorText={t('admin.loadFailed')} onPage={setPage}>
        <DataList
          label={t('admin.buyers.title')}
          columns={columns}
          rows={data?.items ?? []}
          actions={rowActions}
        />
      </PagedState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.buyers.deleteTitle')}
        text={t('admin.buyers.deleteText', {
          name: deleting ? `${deleting.firstName} ${deleting.lastName}` : '',
        })}
        pending={actions.remove.isPending}
        onConfirm={() =>
          deleting && actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </section>
  );
}
