import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function SellerLoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.sellerLogin.title'), t('auth.sellerLogin.text'));
  return (
    <AuthLayout icon={Store} title={t('auth.sellerLogin.title')} description={t('auth.sellerLogin.text')}>
      <LoginForm role="seller" signupPath={paths.sellerSignup} />
    </AuthLayout>
  );
}
