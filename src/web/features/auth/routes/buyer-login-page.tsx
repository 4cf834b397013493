import { CircleCheck, LogIn, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';

export { buyerSignupTexts as texts } from '#web/features/auth/buyer-signup-texts.ts';

export function BuyerLoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.buyerLogin.title'), t('auth.buyerLogin.text'));
  const [searchParams] = useSearchParams();
  // ?registered=<email> after the signup; ?verified=1 from the link in the confirmation mail.
  const registered = searchParams.get('registered');
  const verified = searchParams.get('verified') === '1';
  return (
    <AuthLayout icon={LogIn} title={t('auth.buyerLogin.title')} description={t('auth.buyerLogin.text')}>
      <div className="grid gap-5">
        {verified ? (
          <p role="status" className="flex gap-2 rounded-lg bg-success-soft p-3 text-sm text-success">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('buyerLogin.verified')}
          </p>
        ) : registered ? (
          <p role="status" className="flex gap-2 rounded-lg bg-primary-soft p-3 text-sm">
            <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('buyerLogin.registered', { email: registered })}
          </p>
        ) : null}
        <LoginForm role="buyer" signupPath={paths.buyerSignup} />
      </div>
    </AuthLayout>
  );
}
