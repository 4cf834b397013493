import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';
import { SignupInfo } from '../components/signup-info.tsx';

export function SellerSignupPage() {
  const { t } = useTranslation();
  return (
    <SignupInfo
      icon={Store}
      title={t('signup.seller.title')}
      text={t('signup.seller.text')}
      loginPath={paths.sellerLogin}
      extraNeeds={[t('signup.need.seller')]}
    />
  );
}
