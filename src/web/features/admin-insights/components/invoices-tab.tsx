import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, invoiceFileUrl, type InvoiceStatus } from '#shared/billing/invoices.ts';
import { ErrorCard } from '#web/components/error-card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDay, formatMoney } from '#web/lib/format.ts';
import {
  useAdminInvoices,
  useCreditInvoice,
  useImportCamt,
  useMarkInvoicePaid,
} from '#web/features/admin-insights/api/invoices.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

/*
 * Issue 32: the admins' invoices of the seller fee — filter by status, mark paid, cancel by a
 * credit note, files — and the
 * CAMT.053 import with every line's outcome.
 */

const STATUS_VARIANT = { open: 'warning', paid: 'success', credited: 'secondary' } as const;

function CamtImport() {
  const { t } = useTranslation();
  const camt = useImportCamt();
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get('camt');
    const xml = file instanceof File ? await file.text() : '';
    setError(null);
    camt.mutate(xml, {
      onError: (err) => setError(isApiError(err) ? err.message : t('billing.admin.camtFailed')),
    });
  };
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <h2 className="text-lg font-semibold">{t('billing.admin.camtTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('billing.admin.camtHint')}</p>
        <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="camt-file">{t('billing.admin.camtFile')}</Label>
            <Input id="camt-file" name="camt" type="file" accept=".xml,application/xml,text/xml" />
          </div>
          <Button type="submit" disabled={camt.isPending}>
            {t('billing.admin.camtImport')}
          </Button>
        </form>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        {camt.data && (
          <div role="status">
            <p className="font-medium">
              {t('billing.admin.camtResult', { matched: camt.data.matched, unmatched: camt.data.unmatched })}
            </p>
            <ul className="text-sm">
              {camt.data.lines.map((line, n) => (
                <li key={n} className="flex flex-wrap gap-x-4 border-b py-1">
                  <span>{line.bookedOn ? formatDay(line.bookedOn) : '–'}</span>
                  <span>{formatMoney(line.amountCents / 100)}</span>
                  <span className="min-w-0 flex-1 truncate">{line.remittance}</span>
                  <Badge variant={line.outcome === 'paid' ? 'success' : 'warning'}>
                    {t(`billing.admin.outcome.${line.outcome}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function InvoicesTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<InvoiceStatus | ''>('open');
  const invoices = useAdminInvoices(status);
  const markPaid = useMarkInvoicePaid();
  const credit = useCreditInvoice();
  const [crediting, setCrediting] = useState<{ id: string; number: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="grid gap-3 pt-6">
          <div className="grid max-w-xs gap-1">
            <Label htmlFor="invoice-status">{t('billing.admin.filter')}</Label>
            <NativeSelect
              id="invoice-status"
              value={status}
              onChange={(e) => setStatus(e.target.value as InvoiceStatus | '')}
            >
              <option value="">{t('billing.admin.all')}</option>
              {INVOICE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`billing.status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          {invoices.isPending ? (
            <Skeleton className="h-40" />
          ) : invoices.isError ? (
            <ErrorCard onRetry={() => void invoices.refetch()} description={t('billing.loadFailed')} />
          ) : invoices.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('billing.admin.empty')}</p>
          ) : (
            <ul>
              {invoices.data.map((inv) => (
                <li
                  key={inv.id}
                  className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b py-3 last:border-b-0"
                >
                  <div className="min-w-40">
                    <div className="font-medium">
                      {inv.number}
                      {inv.kind === 'credit_note' && (
                        <span className="ml-2 text-sm font-normal text-muted-foreground">
                          {t('billing.kind.credit_note')}
                        </span>
                      )}
                    </div>
                    <div className="text-sm text-muted-foreground">{inv.customerName}</div>
                  </div>
                  <div className="min-w-28">
                    <div className="font-medium">{formatMoney(inv.grossCents / 100)}</div>
                    <div className="text-sm text-muted-foreground">
                      {t('billing.dueOn', { date: formatDay(inv.dueOn) })}
                    </div>
                  </div>
                  <Badge variant={STATUS_VARIANT[inv.status]}>{t(`billing.status.${inv.status}`)}</Badge>
                  <div className="flex flex-wrap gap-2 sm:ml-auto">
                    {inv.status === 'open' && (
                      <Button
                        size="sm"
                        disabled={markPaid.isPending}
                        onClick={() =>
                          markPaid.mutate(inv.id, {
                            onError: (err) =>
                              setError(isApiError(err) ? err.message : t('billing.admin.markPaidFailed')),
                          })
                        }
                      >
                        {t('billing.admin.markPaid')}
                      </Button>
                    )}
                    {inv.kind === 'invoice' && inv.status !== 'credited' && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={credit.isPending}
                        onClick={() => setCrediting({ id: inv.id, number: inv.number })}
                      >
                        {t('billing.admin.credit')}
                      </Button>
                    )}
                    {(['pdf', 'xml'] as const).map((format) => (
                      <Button key={format} asChild variant="outline" size="sm">
                        <a
                          href={invoiceFileUrl(inv.id, format)}
                          download
                          aria-label={t('billing.download', {
                            number: inv.number,
                            format: t(`billing.file.${format}`),
                          })}
                        >
                          {t(`billing.file.${format}`)}
                        </a>
                      </Button>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <CamtImport />
      <ConfirmDialog
        open={crediting !== null}
        title={t('billing.admin.creditTitle', { number: crediting?.number ?? '' })}
        text={t('billing.admin.creditText')}
        confirmLabel={t('billing.admin.credit')}
        pending={credit.isPending}
        onOpenChange={(open) => !open && setCrediting(null)}
        onConfirm={() => {
          if (!crediting) return;
          setError(null);
          credit.mutate(crediting.id, {
            onSettled: () => setCrediting(null),
            onError: (err) => setError(isApiError(err) ? err.message : t('billing.admin.creditFailed')),
          });
        }}
      />
    </div>
  );
}
