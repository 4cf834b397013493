import type { UseFormRegisterReturn } from 'react-hook-form';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';
import { useCountries } from '../lib/catalog-queries.ts';
import { FormField } from './ui/form-field.tsx';
import { LabelledControl } from './labelled-control.tsx';
import { NativeSelect } from './ui/native-select.tsx';
import { countryName } from '../lib/display-labels.ts';

type AddressKey = 'street' | 'zip' | 'city' | 'country';

interface AddressFieldsProps {
  legend: string;
  /** Labels come from the calling feature's dictionary. */
  labels: Record<AddressKey, string>;
  field: (key: AddressKey) => UseFormRegisterReturn;
  errors?: Partial<Record<AddressKey, { message?: string | undefined } | undefined>> | undefined;
  /** Active countries; by default the public list (issue 13: 'Land' is a select everywhere). */
  countries?: readonly string[];
  required?: boolean;
}

/** Street, zip, city, country: the address object of spec 1 §3, used by signup, profile and order. */
export function AddressFields({
  legend,
  labels,
  field,
  errors,
  countries,
  required = true,
}: AddressFieldsProps) {
  const fetched = useCountries();
  const names = countries ?? fetched.data?.items.map((c) => c.name) ?? [];
  // The default country is always an option, so the form's initial value is never lost.
  const options = names.includes(DEFAULT_COUNTRY) ? names : [DEFAULT_COUNTRY, ...names];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6">
      <legend className="mb-2 text-sm font-semibold sm:col-span-6">{legend}</legend>
      <FormField
        className="sm:col-span-6"
        label={labels.street}
        autoComplete="street-address"
        required={required}
        error={errors?.street?.message}
        {...field('street')}
      />
      <FormField
        className="sm:col-span-2"
        label={labels.zip}
        autoComplete="postal-code"
        required={required}
        error={errors?.zip?.message}
        {...field('zip')}
      />
      <FormField
        className="sm:col-span-4"
        label={labels.city}
        autoComplete="address-level2"
        required={required}
        error={errors?.city?.message}
        {...field('city')}
      />
      <LabelledControl
        className="sm:col-span-6"
        label={labels.country}
        required={required}
        error={errors?.country?.message}
      >
        {({ id, describedBy, invalid }) => (
          <NativeSelect
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...field('country')}
          >
            {/* The stored value stays the German name; the reader sees it in their language (issue 17). */}
            {options.map((c) => (
              <option key={c} value={c}>
                {countryName(c)}
              </option>
            ))}
          </NativeSelect>
        )}
      </LabelledControl>
    </fieldset>
  );
}
