import { downloadFile } from '#web/lib/download-file.ts';
import { withQuery } from '#web/lib/query-string.ts';

/** The filters of an order list the CSV export follows (as the list's form holds them). */
export type OrdersCsvFilter = { search?: string; status?: string; period?: string; sort?: string };

/**
 * An order list as CSV for bookkeeping (issue 34), saved as a download (a browser save, not
 * cached data, so a fetcher without a query). `path` is the list's export route.
 */
export const downloadOrdersCsv = (path: string, { search, status, period, sort }: OrdersCsvFilter) =>
  downloadFile(withQuery(`/api/v1${path}`, { search, status, period, sort }), 'bestellungen.csv');
