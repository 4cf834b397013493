import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { downloadOrdersCsv, type OrdersCsvFilter } from '#web/features/orders/api/orders-csv.ts';

/**
 * An order list as CSV for bookkeeping (issue 34): every page of the list under its current
 * filter. `path` is the list's export route (/buyer/orders.csv, /seller/orders.csv, …).
 */
export function OrdersCsvButton({ path, filter }: { path: string; filter: OrdersCsvFilter }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      await downloadOrdersCsv(path, filter);
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
