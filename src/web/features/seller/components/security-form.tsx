import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changePasswordInputSchema, type ChangePasswordInput } from '#shared/auth/schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/seller-mutations.ts';

/** Spec 1 §5 password change; the server verifies the current password (DESIGN.md §7). */
export function SecurityForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset();
      toast.success(t('seller.toast.success'), { description: t('seller.security.success') });
    } catch (error) {
      toast.error(t('seller.toast.error'), {
        description: isApiError(error) ? error.message : t('seller.security.failed'),
      });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid max-w-md gap-4">
      <h3 className="text-lg font-semibold">{t('seller.security.title')}</h3>
      <FormField
        label={t('seller.security.current')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <FormField
        label={t('seller.security.new')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <FormField
        label={t('seller.security.confirm')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.newPasswordConfirm?.message}
        {...register('newPasswordConfirm')}
      />
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {t('seller.security.submit')}
      </Button>
    </form>
  );
}
