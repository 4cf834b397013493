import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { SignupInfo } from '../components/signup-info.tsx';

export function BuyerSignupPage() {
  const { t } = useTranslation();
  return (
    <SignupInfo
      icon={UserPlus}
      title={t('signup.buyer.title')}
      text={t('signup.buyer.text')}
      loginPath={paths.buyerLogin}
    />
  );
}
