import { FileSpreadsheet, FileText, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import {
  downloadPriceComparison,
  type PriceComparisonFormat as Format,
} from '#web/features/offers/api/price-comparison.ts';

/**
 * The Preisspiegel of an own request (issue 34) as PDF and CSV, in the language on screen.
 * `base` is the owner's request path: /buyer/requests or /seller/my-requests. `only` shows one
 * format (the order page keeps the PDF with the order).
 */
export function PriceComparisonButtons({
  base,
  requestId,
  only,
}: {
  base: '/buyer/requests' | '/seller/my-requests';
  requestId: string;
  only?: Format;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<Format | null>(null);
  const language = isUiLanguage(i18n.language) ? i18n.language : 'de';
  async function start(format: Format) {
    setBusy(format);
    try {
      await downloadPriceComparison(base, requestId, format, language);
    } catch (error) {
      toast.error(t('priceComparison.downloadFailed'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    } finally {
      setBusy(null);
    }
  }
  const icon = (format: Format) =>
    busy === format ? (
      <LoaderCircle className="animate-spin" aria-hidden="true" />
    ) : format === 'pdf' ? (
      <FileText aria-hidden="true" />
    ) : (
      <FileSpreadsheet aria-hidden="true" />
    );
  return (
    <div className="flex flex-wrap gap-2">
      {only !== 'csv' ? (
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void start('pdf')}>
          {icon('pdf')}
          {only === 'pdf' ? t('priceComparison.fromOrder') : t('priceComparison.downloadPdf')}
        </Button>
      ) : null}
      {only !== 'pdf' ? (
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void start('csv')}>
          {icon('csv')}
          {t('priceComparison.downloadCsv')}
        </Button>
      ) : null}
    </div>
  );
}
