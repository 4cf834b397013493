import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { countryInputSchema, type AdminCountryView, type CountryInput } from '#shared/admin/catalog.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { useAdminCountries, useCountryActions } from '#web/features/admin-catalog/api/catalog.ts';
import { CatalogDialog, CatalogTab } from '#web/features/admin-catalog/components/catalog-crud.tsx';
import { Td } from '#web/components/admin/list-parts.tsx';

/** Länder (spec 2 §2): table, modal 'Neues Land hinzufügen' / 'Land bearbeiten'. */
export function CountriesTab() {
  const { t } = useTranslation();
  return (
    <CatalogTab
      title={t('admin.mgmt.countries')}
      addLabel={t('admin.countries.add')}
      list={useAdminCountries()}
      actions={useCountryActions()}
      columns={[t('admin.countries.code')]}
      cells={(c) => <Td className="font-mono">{c.code}</Td>}
      date={(c) => c.createdAt}
      canToggle
      deleteText={(name) => t('admin.countries.deleteText', { name })}
      dialog={(country, onClose) => <CountryDialog country={country} onClose={onClose} />}
    />
  );
}

function CountryDialog({ country, onClose }: { country: AdminCountryView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<CountryInput>({
    resolver: zodResolver(countryInputSchema),
    defaultValues: { name: country?.name ?? '', code: country?.code ?? '' },
  });
  const errors = form.formState.errors;
  const code = form.register('code');
  return (
    <CatalogDialog
      item={country}
      onClose={onClose}
      actions={useCountryActions()}
      titles={{ add: t('admin.countries.add'), edit: t('admin.countries.edit') }}
      form={form}
      toInput={(values) => values}
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
    </CatalogDialog>
  );
}
