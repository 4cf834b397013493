import { useTranslation } from 'react-i18next';
import {
  SELLER_CONTRACT_MONTHS,
  SELLER_FEE_NET_EUR,
  SELLER_NOTICE_MONTHS,
  SELLER_TRIAL_DAYS,
} from '#shared/constants.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useCompanyValues } from '#web/features/static-pages/api/get-site-info.ts';
import { LegalPage } from '#web/features/static-pages/components/legal-page.tsx';

export { termsTexts as texts } from '#web/features/static-pages/terms-texts.ts';

const SECTIONS = [
  'scope',
  'role',
  'users',
  'account',
  'buyers',
  'sellers',
  'term',
  'anonymity',
  'duties',
  'liability',
  'availability',
  'privacy',
  'changes',
  'final',
] as const;

/** /terms and /agb: the terms of use; fee, term, notice and trial from shared/constants.ts. */
export function TermsPage() {
  const { t } = useTranslation();
  const { values, isPending } = useCompanyValues();
  const vars = {
    ...values,
    fee: t('static.fee.line', { fee: formatMoney(SELLER_FEE_NET_EUR) }),
    months: SELLER_CONTRACT_MONTHS,
    notice: SELLER_NOTICE_MONTHS,
    days: SELLER_TRIAL_DAYS,
  };
  return (
    <LegalPage
      title={t('terms.title')}
      description={t('terms.description')}
      lead={t('terms.lead')}
      pending={isPending}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`terms.${id}.title`),
        body: t(`terms.${id}.body`, vars),
      }))}
    />
  );
}
