import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { downloadFile } from '#web/lib/download-file.ts';
import { withQuery } from '#web/lib/query-string.ts';

/**
 * An order list as CSV for bookkeeping (issue 34): every page of the list under its current
 * filter. `path` is the list's export route (/buyer/orders.csv, /seller/orders.csv, …).
 */
export function OrdersCsvButton({
  path,
  filter,
}: {
  path: string;
  filter: { search?: string; status?: string; period?: string; sort?: string };
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      const { search, status, period, sort } = filter;
      await downloadFile(withQuery(`/api/v1${path}`, { search, status, period, sort }), 'bestellungen.csv');
    } catch (error) {
      toast.error(t('lifecycle.export.failed'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void start()}>
      {busy ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <FileSpreadsheet aria-hidden="true" />
      )}
      {t('lifecycle.export.csv')}
    </Button>
  );
}
