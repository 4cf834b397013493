import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { sellerSignupInputSchema, type SellerSignupInput } from '#shared/auth/schema.ts';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { BillingAndShipping } from '#web/components/address-fields.tsx';
import { EmployeeCountField } from '#web/components/employee-count-field.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { LegalAcceptance } from '#web/components/legal-acceptance.tsx';
import {
  SELLER_CONTRACT_MONTHS,
  SELLER_FEE_NET_EUR,
  SELLER_NOTICE_MONTHS,
  SELLER_TRIAL_DAYS,
} from '#shared/constants.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useCountries } from '#web/lib/catalog-queries.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useSignupSeller } from '#web/features/auth/api/signup-seller.ts';

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

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await signup.mutateAsync(values);
      // Issue 34: the login page keeps a banner (as the buyers'), no toast that disappears.
      await navigate(withQuery(paths.sellerLogin, { registered: result.email }));
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
        <EmployeeCountField
          label={t('sellerSignup.employeeCount')}
          choose={t('sellerSignup.employeeChoose')}
          error={errors.employeeCount?.message}
          field={register('employeeCount')}
        />
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
        <TextareaField
          label={t('sellerSignup.description')}
          className="sm:col-span-2"
          {...register('description')}
        />
      </fieldset>
      <BillingAndShipping
        legends={{
          billing: t('sellerSignup.section.billing'),
          toggle: t('sellerSignup.differentShipping'),
          shipping: t('sellerSignup.section.shipping'),
        }}
        texts="sellerSignup"
        countries={countries}
        field={(address, key) => register(`${address}.${key}`)}
        errors={errors}
        shippingToggle={register('differentShipping')}
        withShipping={differentShipping}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t('sellerSignup.section.password')}</legend>
        <NewPasswordFields texts="sellerSignup" field={(key) => register(key)} errors={errors} />
      </fieldset>
      {/* Issue 34: the fee and the term at the point of contracting, as on the pricing page. */}
      <section
        aria-labelledby="seller-contract-title"
        className="rounded-md border border-primary/40 bg-primary/5 p-4 text-sm"
        data-testid="seller-contract"
      >
        <h3 id="seller-contract-title" className="font-semibold">
          {t('contract.title')}
        </h3>
        <p className="mt-1 font-medium">{t('contract.fee', { fee: formatMoney(SELLER_FEE_NET_EUR) })}</p>
        <p>{t('contract.term', { months: SELLER_CONTRACT_MONTHS, notice: SELLER_NOTICE_MONTHS })}</p>
        <p className="text-muted-foreground">{t('contract.trial', { days: SELLER_TRIAL_DAYS })}</p>
      </section>
      <LegalAcceptance field={register('acceptLegal')} error={errors.acceptLegal?.message} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? t('sellerSignup.submitting') : t('sellerSignup.submit')}
      </Button>
    </form>
  );
}
