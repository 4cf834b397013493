import { useTranslation } from 'react-i18next';
import type { VatCheckView } from '#shared/legal/vat-id.ts';
import { formatDay } from '#web/lib/format.ts';

/**
 * Beside the VAT id in the buyer's and the seller's profile (issue 32): what VIES answered and
 * when — valid, invalid, or could not be checked (then VAT is charged) — or that it was not asked.
 */
export function useVatCheckHint(check: VatCheckView | null): string {
  const { t } = useTranslation();
  if (!check) return t('vatCheck.none');
  return t(`vatCheck.${check.status}`, { date: formatDay(check.checkedAt) });
}
