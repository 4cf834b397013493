import { CircleCheck, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';

export function SellerLoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.sellerLogin.title'), t('auth.sellerLogin.text'));
  // ?verified=1 from the link in the confirmation mail: the same notice as the buyer login's.
  const verified = useSearchParams()[0].get('verified') === '1';
  return (
    <AuthLayout icon={Store} title={t('auth.sellerLogin.title')} description={t('auth.sellerLogin.text')}>
      <div className="grid gap-5">
        {verified ? (
          <p role="status" className="flex gap-2 rounded-lg bg-success-soft p-3 text-sm text-success">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('auth.sellerVerified')}
          </p>
        ) : null}
        <LoginForm role="seller" signupPath={paths.sellerSignup} />
      </div>
    </AuthLayout>
  );
}
