import { useTranslation } from 'react-i18next';
import type { SkontoView } from '#shared/orders/skonto.ts';
import { formatDay, formatMoney } from '#web/lib/format.ts';

/**
 * Decision 072: the order's Skonto as the shared rule computed it on the server — the rate, the
 * last day and what is then payable instead of the total. Nothing without one.
 */
export function SkontoNote({ skonto, total }: { skonto: SkontoView | null; total: string }) {
  const { t, i18n } = useTranslation();
  if (!skonto) return null;
  return (
    <p className="font-medium" data-testid="order-skonto">
      {t('terms.skontoOrder', {
        percent: new Intl.NumberFormat(i18n.language).format(skonto.percent),
        date: formatDay(skonto.until),
        payable: formatMoney(skonto.payable, 'EUR'),
        total: formatMoney(total, 'EUR'),
        discount: formatMoney(skonto.discount, 'EUR'),
      })}
    </p>
  );
}
