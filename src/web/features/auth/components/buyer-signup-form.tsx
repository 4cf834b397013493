import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { buyerSignupInputSchema, type BuyerSignupInput } from '#shared/auth/schema.ts';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';
import { BillingAndShipping } from '#web/components/address-fields.tsx';
import { BuyerCompanyFields, BuyerPersonalFields } from '#web/components/buyer-account-fields.tsx';
import { LegalAcceptance } from '#web/components/legal-acceptance.tsx';
import { LabelledControl } from '#web/components/labelled-control.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/lib/i18n.ts';
import { paths } from '#web/lib/paths.ts';
import { withQuery } from '#web/lib/query-string.ts';
import { useCountries } from '#web/lib/catalog-queries.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useSignupBuyer } from '#web/features/auth/api/signup-buyer.ts';

type FormValues = z.input<typeof buyerSignupInputSchema>;
const EMPTY_ADDRESS = { street: '', city: '', zip: '', country: DEFAULT_COUNTRY };

/** Spec 1 §8: server errors in German; a rate limit is the mail rate limit of the signup. */
function signupErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unexpected');
  if (error.status === 429) return t('signup.rateLimited');
  return error.message;
}

export function BuyerSignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignupBuyer();
  const countries = useCountries();
  const [withShipping, setWithShipping] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, BuyerSignupInput>({
    resolver: zodResolver(buyerSignupInputSchema),
    // Issue 13: a message as soon as a field is left wrong, also while others are still empty.
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      company: '',
      email: '',
      phone: '',
      vatNumber: '',
      position: '',
      department: '',
      taxNumber: '',
      description: '',
      billingAddress: EMPTY_ADDRESS,
      shippingAddress: null,
      password: '',
      passwordConfirm: '',
      // Unticked at first; the schema only accepts `true`.
      acceptLegal: false as unknown as true,
    },
  });
  const countryNames = (countries.data?.items ?? []).map((c) => c.name);

  function toggleShipping(on: boolean) {
    setWithShipping(on);
    setValue('shippingAddress', on ? EMPTY_ADDRESS : null);
  }

  const onSubmit = handleSubmit(async (input) => {
    try {
      const res = await signup.mutateAsync({ ...input, language: currentLanguage() });
      toast.success(t('buyerSignup.successTitle'));
      await navigate(withQuery(paths.buyerLogin, { registered: res.email }));
    } catch (error) {
      toast.error(t('buyerSignup.failedTitle'), { description: signupErrorMessage(error, t) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('buyerSignup.personal')}</legend>
        <BuyerPersonalFields
          texts="buyerSignup"
          field={(key) => register(key)}
          errors={errors}
          email={
            <FormField
              label={t('buyerSignup.email')}
              type="email"
              inputMode="email"
              required
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
          }
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('buyerSignup.companySection')}</legend>
        <BuyerCompanyFields
          texts="buyerSignup"
          field={(key) => register(key)}
          errors={errors}
          vatHint={t('buyerSignup.vatHint')}
        />
        <LabelledControl
          className="sm:col-span-2"
          label={t('buyerSignup.description')}
          error={errors.description?.message}
        >
          {({ id, describedBy }) => (
            <Textarea id={id} aria-describedby={describedBy} rows={3} {...register('description')} />
          )}
        </LabelledControl>
      </fieldset>
      <BillingAndShipping
        legends={{
          billing: t('buyerSignup.billing'),
          toggle: t('buyerSignup.differentShipping'),
          shipping: t('buyerSignup.shipping'),
        }}
        texts="buyerSignup"
        countries={countryNames.length > 0 ? countryNames : [DEFAULT_COUNTRY]}
        field={(address, key) => register(`${address}.${key}`)}
        errors={errors}
        shippingToggle={{ checked: withShipping, onChange: (e) => toggleShipping(e.target.checked) }}
        withShipping={withShipping}
        afterBilling={
          countries.isError ? (
            <p className="text-sm text-destructive">{t('buyerSignup.countriesFailed')}</p>
          ) : null
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields texts="buyerSignup" field={(key) => register(key)} errors={errors} />
      </div>
      <LegalAcceptance field={register('acceptLegal')} error={errors.acceptLegal?.message} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <UserPlus aria-hidden="true" />
        )}
        {isSubmitting ? t('buyerSignup.submitting') : t('buyerSignup.submit')}
      </Button>
    </form>
  );
}
