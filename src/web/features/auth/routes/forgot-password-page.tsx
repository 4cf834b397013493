import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { forgotPasswordInputSchema } from '#shared/auth/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { useRequestPasswordReset } from '#web/features/auth/api/forgot-password.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.forgot.title'), t('auth.forgot.text'));
  const mutation = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordInputSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      toast.error(t('errors.generic'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    }
  });

  if (mutation.isSuccess) {
    return (
      <AuthLayout icon={MailCheck} title={t('auth.forgot.sentTitle')}>
        <div role="status" className="grid gap-6 text-center">
          <p className="text-sm text-muted-foreground">{t('auth.forgot.sentText')}</p>
          <Button asChild variant="outline">
            <Link to={paths.buyerLogin}>{t('auth.forgot.backToLogin')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={KeyRound} title={t('auth.forgot.title')} description={t('auth.forgot.text')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
        <FormField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.emailPlaceholder')}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
        <Link
          to={paths.buyerLogin}
          className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('auth.forgot.backToLogin')}
        </Link>
      </form>
    </AuthLayout>
  );
}
