import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVatCheckHint } from '#web/components/vat-check-hint.ts';
import type { z } from 'zod';
import {
  updateBuyerCompanyInputSchema,
  type BuyerProfileView,
  type UpdateBuyerCompanyInput,
} from '#shared/buyers/schema.ts';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';
import { BillingAndShipping } from '#web/components/address-fields.tsx';
import { BuyerCompanyFields } from '#web/components/buyer-account-fields.tsx';
import { ErrorCard } from '#web/components/error-card.tsx';
import { useProfile } from '#web/features/account/api/get-buyer-profile.ts';
import { useUpdateCompany } from '#web/features/account/api/update-buyer-company.ts';
import { ListSkeleton } from '#web/components/list-skeleton.tsx';
import { ProfileFormCard, useSaveWithToasts } from './profile-form-card.tsx';

type FormValues = z.input<typeof updateBuyerCompanyInputSchema>;
const EMPTY_ADDRESS = { street: '', city: '', zip: '', country: DEFAULT_COUNTRY };

export function CompanyTab() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <ListSkeleton rows={2} />;
  if (profile.isError) {
    return <ErrorCard description={t('buyer.profile.loadFailed')} onRetry={() => void profile.refetch()} />;
  }
  return <CompanyForm profile={profile.data} />;
}

function CompanyForm({ profile }: { profile: BuyerProfileView }) {
  const { t } = useTranslation();
  const vatHint = useVatCheckHint(profile.vatCheck);
  const update = useUpdateCompany();
  const saveWithToasts = useSaveWithToasts();
  const [withShipping, setWithShipping] = useState(profile.shippingAddress !== null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, UpdateBuyerCompanyInput>({
    resolver: zodResolver(updateBuyerCompanyInputSchema),
    defaultValues: {
      company: profile.company,
      vatNumber: profile.vatNumber,
      taxNumber: profile.taxNumber ?? '',
      billingAddress: profile.billingAddress,
      shippingAddress: profile.shippingAddress,
    },
  });

  function toggleShipping(on: boolean) {
    setWithShipping(on);
    setValue('shippingAddress', on ? (profile.shippingAddress ?? EMPTY_ADDRESS) : null);
  }

  const onSubmit = handleSubmit((input) => saveWithToasts(() => update.mutateAsync(input)));

  return (
    <ProfileFormCard
      title={t('buyer.company.title')}
      onSubmit={(e) => void onSubmit(e)}
      submitting={isSubmitting}
      submitLabel={t('buyer.company.save')}
      formClassName="grid gap-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <BuyerCompanyFields
          texts="buyer.company"
          field={(key) => register(key)}
          errors={errors}
          vatHint={vatHint}
        />
      </div>
      <BillingAndShipping
        legends={{
          billing: t('buyer.company.billing'),
          toggle: t('buyer.company.shipping'),
          shipping: t('buyer.company.shipping'),
        }}
        texts="buyer.address"
        field={(address, key) => register(`${address}.${key}`)}
        errors={errors}
        shippingToggle={{ checked: withShipping, onChange: (e) => toggleShipping(e.target.checked) }}
        withShipping={withShipping}
      />
    </ProfileFormCard>
  );
}
