import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';
import { useCountries } from '#web/lib/catalog-queries.ts';
import { FormField } from './ui/form-field.tsx';
import { LabelledControl } from './labelled-control.tsx';
import { NativeSelect } from './ui/native-select.tsx';
import { countryName } from '#web/lib/display-labels.ts';

type AddressKey = 'street' | 'zip' | 'city' | 'country';
type AddressErrors = Partial<Record<AddressKey, { message?: string | undefined } | undefined>> | undefined;

/**
 * Where the calling form's address labels are (`<texts>.street`, `.zip`, `.city`, `.country`):
 * each form keeps its own dictionary keys, so admins may word them separately.
 */
export type AddressTexts =
  'buyerSignup' | 'buyer.address' | 'sellerSignup' | 'seller.profile' | 'checkout.address';

interface AddressFieldsProps {
  legend: string;
  texts: AddressTexts;
  field: (key: AddressKey) => UseFormRegisterReturn;
  errors?: AddressErrors;
  /** Active countries; by default the public list (issue 13: 'Land' is a select everywhere). */
  countries?: readonly string[];
  required?: boolean;
}

/** Street, zip, city, country: the address object of spec 1 §3, used by signup, profile and order. */
export function AddressFields({
  legend,
  texts,
  field,
  errors,
  countries,
  required = true,
}: AddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const labels = {
    street: t(`${texts}.street`),
    zip: t(`${texts}.zip`),
    city: t(`${texts}.city`),
    country: t(`${texts}.country`),
  };
  const fetched = useCountries();
  const names = countries ?? fetched.data?.items.map((c) => c.name) ?? [];
  // The default country is always an option, so the form's initial value is never lost.
  const listed = names.includes(DEFAULT_COUNTRY) ? names : [DEFAULT_COUNTRY, ...names];
  // Issue 34: in the reader's alphabet ('Österreich' beside 'Norwegen', not after 'Zypern').
  const collator = new Intl.Collator(i18n.language);
  const options = [...listed].sort((a, b) => collator.compare(countryName(a), countryName(b)));
  // The select takes the form's value when it mounts: mounted before the list arrived, a stored
  // 'Österreich' would show (and send) the first option. It waits for the list (issue 32).
  const ready = countries !== undefined || !fetched.isPending;
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
        {({ id, describedBy, invalid }) =>
          !ready ? (
            <NativeSelect id={id} aria-describedby={describedBy} disabled aria-busy="true" />
          ) : (
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
          )
        }
      </LabelledControl>
    </fieldset>
  );
}

/**
 * The billing address, the "different shipping address" box and, when ticked, the shipping
 * address: signup, profile and checkout alike.
 */
export function BillingAndShipping({
  legends,
  texts,
  countries,
  field,
  errors,
  shippingToggle,
  withShipping,
  afterBilling,
}: {
  legends: { billing: string; toggle: string; shipping: string };
  texts: AddressTexts;
  countries?: readonly string[] | undefined;
  field: (address: 'billingAddress' | 'shippingAddress', key: AddressKey) => UseFormRegisterReturn;
  errors: { billingAddress?: AddressErrors; shippingAddress?: AddressErrors | null };
  /** The checkbox's props: a registered form field, or checked and onChange. */
  shippingToggle: ComponentProps<'input'>;
  withShipping: boolean;
  afterBilling?: ReactNode;
}) {
  const shared = { texts, ...(countries ? { countries } : {}) };
  return (
    <>
      <AddressFields
        legend={legends.billing}
        {...shared}
        field={(key) => field('billingAddress', key)}
        errors={errors.billingAddress}
      />
      {afterBilling}
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...shippingToggle} />
        {legends.toggle}
      </label>
      {withShipping ? (
        <AddressFields
          legend={legends.shipping}
          {...shared}
          field={(key) => field('shippingAddress', key)}
          errors={errors.shippingAddress ?? undefined}
        />
      ) : null}
    </>
  );
}
