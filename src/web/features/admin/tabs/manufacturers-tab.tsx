import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { brandInputSchema, type AdminBrandView, type BrandInput } from '#shared/admin/catalog.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useBrandActions, useBrands } from '../api/catalog.ts';
import { ConfirmDialog, rowBusy } from '../components/confirm-dialog.tsx';
import { FormDialog, TextAreaField } from '../components/form-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { ListHeader, ListState, Table, Td } from '../components/list-parts.tsx';

/** Hersteller (spec 2 §2): seller count with the popup of companies, add/edit/toggle/delete. */
export function ManufacturersTab() {
  const { t } = useTranslation();
  const list = useBrands();
  const actions = useBrandActions();
  const [dialog, setDialog] = useState<{ brand: AdminBrandView | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBrandView | null>(null);
  const [sellersOf, setSellersOf] = useState<AdminBrandView | null>(null);
  const items = list.data?.items ?? [];

  return (
    <section>
      <ListHeader
        title={t('admin.mgmt.manufacturers')}
        count={items.length}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      >
        <Button size="sm" onClick={() => setDialog({ brand: null })}>
          <Plus aria-hidden="true" />
          {t('admin.brands.add')}
        </Button>
      </ListHeader>
      <ListState
        isPending={list.isPending}
        error={list.error}
        isEmpty={items.length === 0}
        errorText={t('admin.loadFailed')}
        onRetry={() => void list.refetch()}
      >
        <Table
          head={[
            t('admin.name'),
            t('admin.description'),
            t('admin.brands.sellers'),
            t('admin.status'),
            t('admin.created'),
            t('admin.actions'),
          ]}
        >
          {items.map((b) => {
            const busy = rowBusy(b.id, actions.toggle, actions.update, actions.remove);
            return (
              <tr key={b.id}>
                <Td className="font-medium">{b.name}</Td>
                <Td className="max-w-72">{b.description}</Td>
                <Td>
                  <Button size="sm" variant="link" onClick={() => setSellersOf(b)}>
                    {b.sellerCount}
                  </Button>
                </Td>
                <Td>
                  <Badge variant={b.isActive ? 'success' : 'secondary'}>
                    {t(b.isActive ? 'admin.active' : 'admin.inactive')}
                  </Badge>
                </Td>
                <Td>{formatDate(b.createdAt)}</Td>
                <Td>
                  <RowActions
                    busy={busy}
                    onEdit={() => setDialog({ brand: b })}
                    onDelete={() => setDeleting(b)}
                    toggle={{ active: b.isActive, onToggle: () => actions.toggle.mutate(b.id) }}
                  />
                </Td>
              </tr>
            );
          })}
        </Table>
      </ListState>
      {dialog ? <BrandDialog brand={dialog.brand} onClose={() => setDialog(null)} /> : null}
      <Dialog open={sellersOf !== null} onOpenChange={(o) => !o && setSellersOf(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('admin.brands.sellersOf', { name: sellersOf?.name ?? '' })}</DialogTitle>
          </DialogHeader>
          {sellersOf && sellersOf.sellerCompanies.length > 0 ? (
            <ul className="list-disc pl-5 text-sm">
              {sellersOf.sellerCompanies.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('admin.brands.noSellers')}</p>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.delete')}
        text={t('admin.brands.deleteText', { name: deleting?.name ?? '' })}
        pending={actions.remove.isPending}
        onConfirm={() =>
          deleting && actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </section>
  );
}

function BrandDialog({ brand, onClose }: { brand: AdminBrandView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useBrandActions();
  const form = useForm<BrandInput>({
    resolver: zodResolver(brandInputSchema),
    defaultValues: { name: brand?.name ?? '', description: brand?.description ?? '' },
  });
  const submit = form.handleSubmit((input) => {
    if (brand) actions.update.mutate({ id: brand.id, input }, { onSuccess: onClose });
    else actions.create.mutate(input, { onSuccess: onClose });
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={brand ? t('admin.brands.edit') : t('admin.brands.add')}
      submitLabel={brand ? t('admin.update') : t('admin.add')}
      pending={actions.create.isPending || actions.update.isPending}
      onSubmit={(e) => void submit(e)}
    >
      <FormField
        label={t('admin.brands.name')}
        required
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <TextAreaField
        id="brand-description"
        label={t('admin.description')}
        rows={3}
        {...form.register('description')}
      />
    </FormDialog>
  );
}
