import { useTranslation } from 'react-i18next';
import { SELLER_TRIAL_DAYS } from '#shared/constants.ts';
import { SellerCta } from '../components/seller-cta.tsx';
import { StaticPage } from '../components/static-page.tsx';

export function SellerExplanationPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('static.sellerExplanation.title')}
      lead={t('static.sellerExplanation.text', { days: SELLER_TRIAL_DAYS })}
    >
      <SellerCta />
    </StaticPage>
  );
}
