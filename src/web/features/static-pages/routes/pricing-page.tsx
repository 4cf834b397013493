import { useTranslation } from 'react-i18next';
import { SELLER_CONTRACT_MONTHS, SELLER_FEE_NET_EUR } from '#shared/constants.ts';
import { formatMoney } from '../../../lib/format.ts';
import { SellerCta } from '../components/seller-cta.tsx';
import { StaticPage } from '../components/static-page.tsx';

export function PricingPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('static.pricing.title')}
      lead={t('static.pricing.text', {
        fee: formatMoney(SELLER_FEE_NET_EUR),
        months: SELLER_CONTRACT_MONTHS,
      })}
    >
      <SellerCta />
    </StaticPage>
  );
}
