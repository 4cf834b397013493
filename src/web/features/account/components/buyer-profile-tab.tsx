import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  updateBuyerPersonalInputSchema,
  type BuyerProfileView,
  type UpdateBuyerPersonalInput,
} from '#shared/buyers/schema.ts';
import type { z } from 'zod';
import { ErrorCard } from '#web/components/error-card.tsx';
import { BuyerPersonalFields } from '#web/components/buyer-account-fields.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { useProfile } from '#web/features/account/api/get-buyer-profile.ts';
import { useUpdateProfile } from '#web/features/account/api/update-buyer-profile.ts';
import { ListSkeleton } from '#web/components/list-skeleton.tsx';
import { ProfileFormCard, useSaveWithToasts } from './profile-form-card.tsx';
import { SecurityPointer } from './security-pointer.tsx';

export function ProfileTab() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <ListSkeleton rows={2} />;
  if (profile.isError) {
    return <ErrorCard description={t('buyer.profile.loadFailed')} onRetry={() => void profile.refetch()} />;
  }
  return (
    <div className="grid gap-4">
      <PersonalForm profile={profile.data} />
      <SecurityPointer dashboard="buyer" />
    </div>
  );
}

function PersonalForm({ profile }: { profile: BuyerProfileView }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const saveWithToasts = useSaveWithToasts();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof updateBuyerPersonalInputSchema>, unknown, UpdateBuyerPersonalInput>({
    resolver: zodResolver(updateBuyerPersonalInputSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      position: profile.position ?? '',
      department: profile.department ?? '',
    },
  });
  const onSubmit = handleSubmit((input) => saveWithToasts(() => update.mutateAsync(input)));

  return (
    <ProfileFormCard
      title={t('buyer.profile.title')}
      onSubmit={(e) => void onSubmit(e)}
      submitting={isSubmitting}
      submitLabel={isSubmitting ? t('buyer.profile.saving') : t('buyer.profile.save')}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <BuyerPersonalFields
        texts="buyer.profile"
        field={(key) => register(key)}
        errors={errors}
        email={
          <FormField
            className="sm:col-span-2"
            label={t('buyer.profile.email')}
            value={profile.email}
            readOnly
            disabled
            hint={t('buyer.profile.emailHint')}
          />
        }
      />
    </ProfileFormCard>
  );
}
