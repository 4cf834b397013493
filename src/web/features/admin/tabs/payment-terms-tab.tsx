import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  paymentTermInputSchema,
  type AdminPaymentTermView,
  type PaymentTermInput,
} from '#shared/admin/catalog.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { formatDate } from '../../../lib/format.ts';
import { usePaymentTermActions, usePaymentTerms } from '../api/catalog.ts';
import { ConfirmDialog, rowBusy } from '../components/confirm-dialog.tsx';
import { FormDialog, TextAreaField } from '../components/form-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { ListHeader, ListState, Table, Td } from '../components/list-parts.tsx';

/** Zahlungsbedingungen (spec 2 §2): create/edit dialog and delete confirmation. */
export function PaymentTermsTab() {
  const { t } = useTranslation();
  const list = usePaymentTerms();
  const actions = usePaymentTermActions();
  const [dialog, setDialog] = useState<{ term: AdminPaymentTermView | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPaymentTermView | null>(null);
  const items = list.data?.items ?? [];

  return (
    <section>
      <ListHeader
        title={t('admin.mgmt.paymentTerms')}
        count={items.length}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      >
        <Button size="sm" onClick={() => setDialog({ term: null })}>
          <Plus aria-hidden="true" />
          {t('admin.terms.add')}
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
            t('admin.terms.days'),
            t('admin.status'),
            t('admin.created'),
            t('admin.actions'),
          ]}
        >
          {items.map((p) => {
            const busy = rowBusy(p.id, actions.update, actions.remove);
            return (
              <tr key={p.id}>
                <Td className="font-medium">{p.name}</Td>
                <Td>{p.description}</Td>
                <Td>{p.days}</Td>
                <Td>
                  <Badge variant={p.isActive ? 'success' : 'secondary'}>
                    {t(p.isActive ? 'admin.active' : 'admin.inactive')}
                  </Badge>
                </Td>
                <Td>{formatDate(p.updatedAt)}</Td>
                <Td>
                  <RowActions
                    busy={busy}
                    onEdit={() => setDialog({ term: p })}
                    onDelete={() => setDeleting(p)}
                  />
                </Td>
              </tr>
            );
          })}
        </Table>
      </ListState>
      {dialog ? <TermDialog term={dialog.term} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.delete')}
        text={t('admin.terms.deleteText', { name: deleting?.name ?? '' })}
        pending={actions.remove.isPending}
        onConfirm={() =>
          deleting && actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </section>
  );
}

function TermDialog({ term, onClose }: { term: AdminPaymentTermView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = usePaymentTermActions();
  const form = useForm<PaymentTermInput>({
    resolver: zodResolver(paymentTermInputSchema),
    defaultValues: {
      name: term?.name ?? '',
      description: term?.description ?? '',
      days: term?.days ?? 0,
      isActive: term?.isActive ?? true,
    },
  });
  const submit = form.handleSubmit((values) => {
    const input = { ...values, days: Number(values.days) };
    if (term) actions.update.mutate({ id: term.id, input }, { onSuccess: onClose });
    else actions.create.mutate(input, { onSuccess: onClose });
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={term ? t('admin.terms.edit') : t('admin.terms.add')}
      submitLabel={term ? t('admin.update') : t('admin.add')}
      pending={actions.create.isPending || actions.update.isPending}
      onSubmit={(e) => void submit(e)}
    >
      <FormField
        label={t('admin.name')}
        required
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <TextAreaField id="term-description" label={t('admin.description')} {...form.register('description')} />
      <FormField
        label={t('admin.terms.days')}
        type="number"
        min={0}
        error={form.formState.errors.days?.message}
        {...form.register('days')}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('isActive')} />
        {t('admin.active')}
      </label>
    </FormDialog>
  );
}
