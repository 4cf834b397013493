import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countryInputSchema, type AdminCountryView, type CountryInput } from '#shared/admin/catalog.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useCountries, useCountryActions } from '../api/catalog.ts';
import { ConfirmDialog, rowBusy } from '../components/confirm-dialog.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { ListHeader, ListState, Table, Td } from '../components/list-parts.tsx';

/** Länder (spec 2 §2): table, modal 'Neues Land hinzufügen' / 'Land bearbeiten'. */
export function CountriesTab() {
  const { t } = useTranslation();
  const list = useCountries();
  const actions = useCountryActions();
  const [dialog, setDialog] = useState<{ country: AdminCountryView | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCountryView | null>(null);
  const items = list.data?.items ?? [];

  return (
    <section>
      <ListHeader
        title={t('admin.mgmt.countries')}
        count={list.data?.items.length}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      >
        <Button size="sm" onClick={() => setDialog({ country: null })}>
          <Plus aria-hidden="true" />
          {t('admin.countries.add')}
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
            t('admin.countries.code'),
            t('admin.status'),
            t('admin.created'),
            t('admin.actions'),
          ]}
        >
          {items.map((c) => {
            const busy = rowBusy(c.id, actions.toggle, actions.update, actions.remove);
            return (
              <tr key={c.id}>
                <Td className="font-medium">{c.name}</Td>
                <Td className="font-mono">{c.code}</Td>
                <Td>
                  <Badge variant={c.isActive ? 'success' : 'secondary'}>
                    {t(c.isActive ? 'admin.active' : 'admin.inactive')}
                  </Badge>
                </Td>
                <Td>{formatDate(c.createdAt)}</Td>
                <Td>
                  <RowActions
                    busy={busy}
                    onEdit={() => setDialog({ country: c })}
                    onDelete={() => setDeleting(c)}
                    toggle={{ active: c.isActive, onToggle: () => actions.toggle.mutate(c.id) }}
                  />
                </Td>
              </tr>
            );
          })}
        </Table>
      </ListState>
      {dialog ? <CountryDialog country={dialog.country} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.delete')}
        text={t('admin.countries.deleteText', { name: deleting?.name ?? '' })}
        pending={actions.remove.isPending}
        onConfirm={() =>
          deleting && actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </section>
  );
}

function CountryDialog({ country, onClose }: { country: AdminCountryView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const actions = useCountryActions();
  const form = useForm<CountryInput>({
    resolver: zodResolver(countryInputSchema),
    defaultValues: { name: country?.name ?? '', code: country?.code ?? '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) => {
    if (country) actions.update.mutate({ id: country.id, input }, { onSuccess: onClose });
    else actions.create.mutate(input, { onSuccess: onClose });
  });
  const code = form.register('code');
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={country ? t('admin.countries.edit') : t('admin.countries.add')}
      submitLabel={country ? t('admin.update') : t('admin.add')}
      pending={actions.create.isPending || actions.update.isPending}
      onSubmit={(e) => void submit(e)}
    >
      <FormField
        label={t('admin.countries.name')}
        placeholder={t('admin.countries.namePlaceholder')}
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label={t('admin.countries.code')}
        placeholder="DE"
        maxLength={2}
        required
        className="uppercase"
        error={errors.code?.message}
        {...code}
        onChange={(e) => {
          // Spec 2 §2: forced to upper case while typing.
          e.target.value = e.target.value.toUpperCase();
          void code.onChange(e);
        }}
      />
    </FormDialog>
  );
}
