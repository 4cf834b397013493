import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { resetPasswordInputSchema } from '#shared/auth/schema.ts';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { useResetPassword } from '#web/features/auth/api/reset-password.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { localizeMessage } from '#web/lib/validation-texts.ts';

/** The form behind the link of the reset mail (/reset-password?token=…). */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageMeta(t('auth.reset.title'));
  const mutation = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { token, password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      toast.error(t('auth.reset.failedTitle'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    }
  });

  if (mutation.isSuccess) {
    return (
      <AuthLayout icon={CircleCheck} title={t('auth.reset.doneTitle')}>
        <div role="status" className="grid gap-4 text-center">
          <p className="text-sm text-muted-foreground">{t('auth.reset.doneText')}</p>
          <Button asChild>
            <Link to={paths.buyerLogin}>{t('auth.reset.toBuyerLogin')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.sellerLogin}>{t('auth.reset.toSellerLogin')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={KeyRound}
      title={t('auth.reset.title')}
      description={t('auth.reset.text', { min: MIN_PASSWORD_LENGTH })}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
        <input type="hidden" {...register('token')} />
        <FormField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label={t('auth.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        {errors.token?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {localizeMessage(errors.token.message)}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
