import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  paymentTermInputSchema,
  type AdminPaymentTermView,
  type PaymentTermInput,
} from '#shared/admin/catalog.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { usePaymentTermActions, usePaymentTerms } from '#web/features/admin/api/catalog.ts';
import { CatalogDialog, CatalogTab } from '#web/features/admin/components/catalog-crud.tsx';
import { TextAreaField } from '#web/features/admin/components/form-dialog.tsx';
import { Td } from '#web/features/admin/components/list-parts.tsx';

/** Zahlungsbedingungen (spec 2 §2): create/edit dialog and delete confirmation. */
export function PaymentTermsTab() {
  const { t } = useTranslation();
  return (
    <CatalogTab
      title={t('admin.mgmt.paymentTerms')}
      addLabel={t('admin.terms.add')}
      list={usePaymentTerms()}
      actions={usePaymentTermActions()}
      columns={[t('admin.description'), t('admin.terms.days')]}
      cells={(p) => (
        <>
          <Td>{p.description}</Td>
          <Td>{p.days}</Td>
        </>
      )}
      date={(p) => p.updatedAt}
      canToggle={false}
      deleteText={(name) => t('admin.terms.deleteText', { name })}
      dialog={(term, onClose) => <TermDialog term={term} onClose={onClose} />}
    />
  );
}

function TermDialog({ term, onClose }: { term: AdminPaymentTermView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<PaymentTermInput>({
    resolver: zodResolver(paymentTermInputSchema),
    defaultValues: {
      name: term?.name ?? '',
      description: term?.description ?? '',
      days: term?.days ?? 0,
      isActive: term?.isActive ?? true,
    },
  });
  return (
    <CatalogDialog
      item={term}
      onClose={onClose}
      actions={usePaymentTermActions()}
      titles={{ add: t('admin.terms.add'), edit: t('admin.terms.edit') }}
      form={form}
      toInput={(values) => ({ ...values, days: Number(values.days) })}
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
    </CatalogDialog>
  );
}
