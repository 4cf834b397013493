import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useVatCheckHint } from '#web/components/vat-check-hint.ts';
import { toast } from 'sonner';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';
import {
  sellerSettingsInputSchema,
  type SellerProfileView,
  type SellerSettingsFormValues,
  type SellerSettingsInput,
} from '#shared/sellers/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useSaveSettings } from '#web/features/account/api/seller-settings.ts';
import { AddressFields } from '#web/components/address-fields.tsx';
import { useCountries } from '#web/lib/catalog-queries.ts';
import { BrandChoices, PaymentTermChoices } from './choice-lists.tsx';
import { EmployeeCountField } from '#web/components/employee-count-field.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';

const BRANDS_FAILED = 'Hersteller-Präferenzen konnten nicht gespeichert werden';
const emptyAddress = { street: '', zip: '', city: '', country: DEFAULT_COUNTRY };

/** A shipping address left completely blank means "none"; the shared schema then sees null. */
const zod = zodResolver(sellerSettingsInputSchema);
const resolver: Resolver<SellerSettingsFormValues, unknown, SellerSettingsInput> = (values, ctx, options) => {
  const s = values.shippingAddress;
  const blank = !s || [s.street, s.zip, s.city].every((v) => !v?.trim());
  return zod({ ...values, shippingAddress: blank ? null : s }, ctx, options);
};

function toFormValues(p: SellerProfileView): SellerSettingsFormValues {
  return {
    companyName: p.companyName,
    contactPerson: p.contactPerson,
    phone: p.phone,
    website: p.website ?? '',
    vatNumber: p.vatNumber,
    employeeCount: (p.employeeCount ?? '') as SellerSettingsFormValues['employeeCount'],
    description: p.description ?? '',
    brandIds: p.brandIds,
    paymentTermIds: p.paymentTermIds,
    billingAddress: p.billingAddress,
    shippingAddress: p.shippingAddress ?? emptyAddress,
  };
}

/** Spec 1 §2 company profile: everything is saved by one 'Alle Änderungen speichern'. */
export function CompanyProfileForm({ profile }: { profile: SellerProfileView }) {
  const { t } = useTranslation();
  const vatHint = useVatCheckHint(profile.vatCheck);
  const countries = useCountries().data?.items.map((c) => c.name);
  const save = useSaveSettings();
  const form = useForm<SellerSettingsFormValues, unknown, SellerSettingsInput>({
    resolver,
    defaultValues: toFormValues(profile),
  });
  const {
    register,
    control,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const brandIds = useWatch({ control, name: 'brandIds' });
  const termIds = useWatch({ control, name: 'paymentTermIds' });
  const toggle = (field: 'brandIds' | 'paymentTermIds', list: readonly string[], value: string) =>
    setValue(field, list.includes(value) ? list.filter((x) => x !== value) : [...list, value], {
      shouldDirty: true,
    });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(toFormValues(saved));
      toast.success(t('seller.toast.success'), { description: t('seller.profile.saved') });
    } catch (error) {
      const message = isApiError(error) ? error.message : t('errors.unexpected');
      if (message === BRANDS_FAILED) toast.warning(t('seller.toast.warning'), { description: message });
      else toast.error(t('seller.profile.failed'), { description: message });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('seller.profile.companyName')}
          required
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <FormField
          label={t('seller.profile.contactPerson')}
          required
          error={errors.contactPerson?.message}
          {...register('contactPerson')}
        />
        <FormField
          label={t('seller.profile.phone')}
          type="tel"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          label={t('seller.profile.website')}
          type="url"
          error={errors.website?.message}
          {...register('website')}
        />
        <FormField
          label={t('seller.profile.vatNumber')}
          required
          hint={vatHint}
          error={errors.vatNumber?.message}
          {...register('vatNumber')}
        />
        <EmployeeCountField
          label={t('seller.profile.employeeCount')}
          choose={t('seller.profile.employeeChoose')}
          error={errors.employeeCount?.message}
          field={register('employeeCount')}
        />
        <TextareaField
          label={t('seller.profile.description')}
          className="sm:col-span-2"
          {...register('description')}
        />
      </div>
      <BrandChoices selected={brandIds} onToggle={(b) => toggle('brandIds', brandIds, b)} />
      <PaymentTermChoices selected={termIds} onToggle={(p) => toggle('paymentTermIds', termIds, p)} />
      <AddressFields
        legend={t('seller.profile.billing')}
        texts="seller.profile"
        field={(key) => register(`billingAddress.${key}`)}
        errors={errors.billingAddress}
        countries={countries}
      />
      <div className="grid gap-3">
        <AddressFields
          legend={t('seller.profile.shipping')}
          texts="seller.profile"
          field={(key) => register(`shippingAddress.${key}`)}
          errors={errors.shippingAddress ?? undefined}
          countries={countries}
          required={false}
        />
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            setValue('shippingAddress', { ...getValues('billingAddress') }, { shouldDirty: true })
          }
        >
          <Copy aria-hidden="true" />
          {t('seller.profile.copyBilling')}
        </Button>
      </div>
      <Button type="submit" size="lg" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? t('seller.profile.saving') : t('seller.profile.save')}
      </Button>
    </form>
  );
}
