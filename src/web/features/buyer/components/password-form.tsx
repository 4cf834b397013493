import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { changePasswordInputSchema, type ChangePasswordInput } from '#shared/auth/schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** Spec 1 §5 password change; the server verifies the current password (DESIGN.md §7). */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      toast.success(t('buyer.password.done'));
      reset(EMPTY);
    } catch (error) {
      toast.error(t('buyer.password.failed'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('buyer.password.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:max-w-md">
          <FormField
            label={t('buyer.password.current')}
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <FormField
            label={t('buyer.password.new')}
            type="password"
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <FormField
            label={t('buyer.password.confirm')}
            type="password"
            autoComplete="new-password"
            required
            error={errors.newPasswordConfirm?.message}
            {...register('newPasswordConfirm')}
          />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <KeyRound aria-hidden="true" />
              )}
              {t('buyer.password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
