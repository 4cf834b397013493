import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { Notice } from '#web/components/ui/notice.tsx';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { VerificationNotice } from '#web/features/auth/components/verification-notice.tsx';

export { buyerSignupTexts as texts } from '#web/features/auth/buyer-signup-texts.ts';

export function BuyerLoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.buyerLogin.title'), t('auth.buyerLogin.text'));
  const [searchParams] = useSearchParams();
  // ?registered=<email> after the signup; the confirmation link's outcome (decision 078).
  const registered = searchParams.get('registered');
  return (
    <AuthLayout icon={LogIn} title={t('auth.buyerLogin.title')} description={t('auth.buyerLogin.text')}>
      <div className="grid gap-5">
        <VerificationNotice verifiedText={t('buyerLogin.verified')} />
        {registered ? (
          <Notice tone="mail" testId="registered-notice">
            {t('buyerLogin.registered', { email: registered })}
          </Notice>
        ) : null}
        <LoginForm role="buyer" signupPath={paths.buyerSignup} />
      </div>
    </AuthLayout>
  );
}
