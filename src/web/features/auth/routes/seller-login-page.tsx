import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { Notice } from '#web/components/ui/notice.tsx';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { VerificationNotice } from '#web/features/auth/components/verification-notice.tsx';

// Its registration notice and the resend box (issue 34) are the seller signup's texts.
export { sellerSignupTexts as texts } from '#web/features/auth/seller-signup-texts.ts';

export function SellerLoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.sellerLogin.title'), t('auth.sellerLogin.text'));
  // ?registered=<email> after the signup (issue 34: a banner as the buyers get, not a toast that
  // goes); the confirmation link's outcome (decision 078).
  const registered = useSearchParams()[0].get('registered');
  return (
    <AuthLayout icon={Store} title={t('auth.sellerLogin.title')} description={t('auth.sellerLogin.text')}>
      <div className="grid gap-5">
        <VerificationNotice verifiedText={t('auth.sellerVerified')} />
        {registered ? (
          <Notice tone="mail" title={t('sellerSignup.successTitle')} testId="registered-notice">
            {t('sellerLogin.registered', { email: registered })}
          </Notice>
        ) : null}
        <LoginForm role="seller" signupPath={paths.sellerSignup} />
      </div>
    </AuthLayout>
  );
}
