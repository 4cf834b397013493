import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSignupCountries } from '../api/signup-seller.ts';
import type { SellerSignupFormValues } from './seller-signup-form.tsx';

interface Props {
  name: 'billingAddress' | 'shippingAddress';
  register: UseFormRegister<SellerSignupFormValues>;
  errors: FieldErrors<SellerSignupFormValues>;
}

/** Street, zip, city and a country chosen from the active countries (spec 1 §2). */
export function SignupAddressFields({ name, register, errors }: Props) {
  const { t } = useTranslation();
  const countries = useSignupCountries();
  const e = errors[name];
  const kind = name === 'billingAddress' ? 'billing' : 'shipping';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        className="sm:col-span-2"
        label={t('sellerSignup.street')}
        autoComplete={`${kind} street-address`}
        required
        error={e?.street?.message}
        {...register(`${name}.street`)}
      />
      <FormField
        label={t('sellerSignup.zip')}
        autoComplete={`${kind} postal-code`}
        required
        error={e?.zip?.message}
        {...register(`${name}.zip`)}
      />
      <FormField
        label={t('sellerSignup.city')}
        autoComplete={`${kind} address-level2`}
        required
        error={e?.city?.message}
        {...register(`${name}.city`)}
      />
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${name}-country`}>
          {t('sellerSignup.country')}
          <span className="text-destructive"> *</span>
        </Label>
        {/* Mounted once the options exist, so the default country is selected, not the first one. */}
        {countries.data ? (
          <select
            id={`${name}-country`}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs"
            {...register(`${name}.country`)}
          >
            {countries.data.items.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        ) : (
          <Skeleton className="h-10" />
        )}
      </div>
    </div>
  );
}
