import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  SELLER_CONTRACT_MONTHS,
  SELLER_FEE_NET_EUR,
  SELLER_NOTICE_MONTHS,
  SELLER_TRIAL_DAYS,
} from '#shared/constants.ts';
import { formatMoney } from '#web/lib/format.ts';

const BENEFITS = ['requests', 'offers', 'mail', 'anonymous', 'buy'] as const;

/**
 * The seller membership: one card on pricing and seller explanation, so the fee reads the same
 * everywhere (DESIGN.md §7: 49,95 € netto zzgl. MwSt. pro Monat).
 */
export function PlanCard({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border-2 border-primary bg-card p-6 shadow-md sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {t('static.pricing.plan.name')}
      </h2>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-bold tracking-tight text-foreground">
          {formatMoney(SELLER_FEE_NET_EUR)}
        </span>
        <span className="text-base text-muted-foreground">{t('static.fee.suffix')}</span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('static.pricing.plan.term', { months: SELLER_CONTRACT_MONTHS, notice: SELLER_NOTICE_MONTHS })}
      </p>
      <p className="mt-1 text-sm font-medium text-success">
        {t('static.pricing.plan.trial', { days: SELLER_TRIAL_DAYS })}
      </p>
      <ul className="mt-6 grid gap-3">
        {BENEFITS.map((b) => (
          <li key={b} className="flex items-start gap-3">
            <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            <span>{t(`static.pricing.plan.benefit.${b}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
