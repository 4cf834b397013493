import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { sellerSignupInputSchema, type SellerSignupInput } from '#shared/auth/schema.ts';
import { DEFAULT_COUNTRY, EMPLOYEE_COUNTS, MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AddressFields } from '../../../components/address-fields.tsx';
import { LegalAcceptance } from '../../../components/legal-acceptance.tsx';
import { useCountries } from '../../../lib/catalog-queries.ts';
import { useSignupSeller } from '../api/signup-seller.ts';
import { localizeMessage } from '../../../lib/validation-texts.ts';

/** The schema's input plus the 'Abweichende Lieferadresse' switch (zod strips it on parse). */
export type SellerSignupFormValues = z.input<typeof sellerSignupInputSchema> & { differentShipping: boolean };

const emptyAddress = { street: '', zip: '', city: '', country: DEFAULT_COUNTRY };
const zod = zodResolver(sellerSignupInputSchema);
// Without a different shipping address the hidden fields must not be validated: send null.
const resolver: Resolver<SellerSignupFormValues, unknown, SellerSignupInput> = (values, ctx, options) =>
  zod(
    { ...values, shippingAddress: values.differentShipping ? values.shippingAddress : null },
    ctx,
    options as never,
  ) as never;

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring';

export function SellerSignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignupSeller();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SellerSignupFormValues, unknown, SellerSignupInput>({
    resolver,
    // Issue 13: a message as soon as a field is left wrong, also while others are still empty.
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      companyName: '',
      vatNumber: '',
      employeeCount: '' as SellerSignupFormValues['employeeCount'],
      billingAddress: emptyAddress,
      shippingAddress: emptyAddress,
      differentShipping: false,
      password: '',
      passwordConfirm: '',
      // Unticked at first; the schema only accepts `true`.
      acceptLegal: false as unknown as true,
    },
  });
  const differentShipping = useWatch({ control, name: 'differentShipping' });
  const countries = useCountries().data?.items.map((c) => c.name);
  const addressLabels = {
    street: t('sellerSignup.street'),
    zip: t('sellerSignup.zip'),
    city: t('sellerSignup.city'),
    country: t('sellerSignup.country'),
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signup.mutateAsync(values);
      toast.success(t('sellerSignup.successTitle'), {
        description: t('sellerSignup.success'),
      });
      await navigate(paths.sellerLogin);
    } catch (error) {
      // The server answers with the spec's German messages (already registered, rate limit, …).
      toast.error(t('sellerSignup.failedTitle'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t('sellerSignup.section.person')}</legend>
        <FormField
          label={t('sellerSignup.firstName')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField
          label={t('sellerSignup.lastName')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <FormField
          label={t('sellerSignup.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label={t('sellerSignup.phone')}
          type="tel"
          autoComplete="tel"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          className="sm:col-span-2"
          label={t('sellerSignup.contactPerson')}
          error={errors.contactPerson?.message}
          {...register('contactPerson')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t('sellerSignup.section.company')}</legend>
        <FormField
          label={t('sellerSignup.companyName')}
          autoComplete="organization"
          required
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <FormField
          label={t('sellerSignup.website')}
          type="url"
          error={errors.website?.message}
          {...register('website')}
        />
        <FormField
          label={t('sellerSignup.specialization')}
          placeholder={t('sellerSignup.specializationPlaceholder')}
          error={errors.specialization?.message}
          {...register('specialization')}
        />
        <div className="grid gap-2">
          <Label htmlFor="signup-employees">
            {t('sellerSignup.employeeCount')}
            <span className="text-destructive"> *</span>
          </Label>
          <select
            id="signup-employees"
            className={selectClass}
            aria-invalid={errors.employeeCount ? true : undefined}
            {...register('employeeCount')}
          >
            <option value="">{t('sellerSignup.employeeChoose')}</option>
            {EMPLOYEE_COUNTS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {errors.employeeCount ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {localizeMessage(errors.employeeCount.message)}
            </p>
          ) : null}
        </div>
        <FormField
          label={t('sellerSignup.businessLicense')}
          error={errors.businessLicense?.message}
          {...register('businessLicense')}
        />
        <FormField
          label={t('sellerSignup.taxNumber')}
          error={errors.taxNumber?.message}
          {...register('taxNumber')}
        />
        <FormField
          label={t('sellerSignup.vatNumber')}
          hint={t('sellerSignup.vatHint')}
          required
          error={errors.vatNumber?.message}
          {...register('vatNumber')}
        />
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor="signup-description">{t('sellerSignup.description')}</Label>
          <textarea
            id="signup-description"
            rows={3}
            className={`${selectClass} h-auto py-2`}
            {...register('description')}
          />
        </div>
      </fieldset>
      <AddressFields
        legend={t('sellerSignup.section.billing')}
        labels={addressLabels}
        field={(key) => register(`billingAddress.${key}`)}
        errors={errors.billingAddress}
        countries={countries}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('differentShipping')} />
        {t('sellerSignup.differentShipping')}
      </label>
      {differentShipping ? (
        <AddressFields
          legend={t('sellerSignup.section.shipping')}
          labels={addressLabels}
          field={(key) => register(`shippingAddress.${key}`)}
          errors={errors.shippingAddress ?? undefined}
          countries={countries}
        />
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t('sellerSignup.section.password')}</legend>
        <FormField
          label={t('sellerSignup.password')}
          type="password"
          autoComplete="new-password"
          hint={t('sellerSignup.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label={t('sellerSignup.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
      </fieldset>
      <LegalAcceptance field={register('acceptLegal')} error={errors.acceptLegal?.message} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? t('sellerSignup.submitting') : t('sellerSignup.submit')}
      </Button>
    </form>
  );
}
