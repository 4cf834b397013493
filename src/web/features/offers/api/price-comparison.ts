import type { UiLanguage } from '#shared/constants.ts';
import { downloadFile } from '#web/lib/download-file.ts';

export type PriceComparisonFormat = 'pdf' | 'csv';

/**
 * The Preisspiegel of an own request (issue 34) saved as a download in `language` (a browser
 * save, not cached data, so a fetcher without a query). `base`: /buyer/requests or
 * /seller/my-requests.
 */
export const downloadPriceComparison = (
  base: '/buyer/requests' | '/seller/my-requests',
  requestId: string,
  format: PriceComparisonFormat,
  language: UiLanguage,
) =>
  downloadFile(
    `/api/v1${base}/${requestId}/price-comparison.${format}?language=${language}`,
    `preisspiegel.${format}`,
  );
