import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SellerSettingsFormValues } from '#shared/sellers/schema.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCountries } from '../../../lib/catalog-queries.ts';
import { NativeSelect } from '../../../components/ui/native-select.tsx';

interface AddressFieldsProps {
  name: 'billingAddress' | 'shippingAddress';
  register: UseFormRegister<SellerSettingsFormValues>;
  errors: FieldErrors<SellerSettingsFormValues>;
  required: boolean;
}

/** Street, zip, city and a country from the active countries (spec 1 §5). */
export function AddressFields({ name, register, errors, required }: AddressFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const countries = useCountries();
  const e = errors[name];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        className="sm:col-span-2"
        label={t('seller.profile.street')}
        autoComplete={`${name === 'billingAddress' ? 'billing' : 'shipping'} street-address`}
        required={required}
        error={e?.street?.message}
        {...register(`${name}.street`)}
      />
      <FormField
        label={t('seller.profile.zip')}
        required={required}
        error={e?.zip?.message}
        {...register(`${name}.zip`)}
      />
      <FormField
        label={t('seller.profile.city')}
        required={required}
        error={e?.city?.message}
        {...register(`${name}.city`)}
      />
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-country`}>{t('seller.profile.country')}</Label>
        {/* Mounted once the options exist, so the form's country is selected, not the first one. */}
        {countries.data ? (
          <NativeSelect id={`${id}-country`} {...register(`${name}.country`)}>
            {countries.data.items.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Skeleton className="h-10" />
        )}
      </div>
    </div>
  );
}
