import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';

export function AdminLoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.adminLogin.title'), t('auth.adminLogin.text'));
  return (
    <AuthLayout icon={Lock} title={t('auth.adminLogin.title')} description={t('auth.adminLogin.text')}>
      <LoginForm role="admin" />
    </AuthLayout>
  );
}
