import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  paymentTermInputSchema,
  type AdminPaymentTermView,
  type PaymentTermInput,
} from '#shared/admin/catalog.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { usePaymentTermActions, useAdminPaymentTerms } from '#web/features/admin-catalog/api/catalog.ts';
import { CatalogDialog, CatalogTab } from '#web/features/admin-catalog/components/catalog-crud.tsx';
import { TextAreaField } from '#web/components/admin/form-dialog.tsx';
import { Td } from '#web/components/admin/list-parts.tsx';

/** Zahlungsbedingungen (spec 2 §2): create/edit dialog and delete confirmation. */
export function PaymentTermsTab() {
  const { t, i18n } = useTranslation();
  return (
    <CatalogTab
      title={t('admin.mgmt.paymentTerms')}
      addLabel={t('admin.terms.add')}
      list={useAdminPaymentTerms()}
      actions={usePaymentTermActions()}
      columns={[t('admin.description'), t('admin.terms.days'), t('admin.terms.skonto')]}
      cells={(p) => (
        <>
          <Td>{p.description}</Td>
          <Td>{p.days}</Td>
          <Td>
            {p.skontoPercent !== null && p.skontoDays !== null
              ? `${new Intl.NumberFormat(i18n.language).format(p.skontoPercent)} % / ${t('terms.days', { count: p.skontoDays })}`
              : '–'}
          </Td>
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
      skontoPercent: term?.skontoPercent ?? '',
      skontoDays: term?.skontoDays ?? '',
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
      toInput={(values) => paymentTermInputSchema.parse(values)}
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
      {/* Decision 072: Skonto as values, so orders show the amount and the last day. */}
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <FormField
          label={t('admin.terms.skontoPercent')}
          inputMode="decimal"
          error={form.formState.errors.skontoPercent?.message}
          {...form.register('skontoPercent')}
        />
        <FormField
          label={t('admin.terms.skontoDays')}
          type="number"
          min={1}
          error={form.formState.errors.skontoDays?.message}
          {...form.register('skontoDays')}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t('admin.terms.skontoHint')}</p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('isActive')} />
        {t('admin.active')}
      </label>
    </CatalogDialog>
  );
}
