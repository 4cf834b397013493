import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function BuyerLoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.buyerLogin.title'), t('auth.buyerLogin.text'));
  return (
    <AuthLayout icon={LogIn} title={t('auth.buyerLogin.title')} description={t('auth.buyerLogin.text')}>
      <LoginForm role="buyer" signupPath={paths.buyerSignup} />
    </AuthLayout>
  );
}
