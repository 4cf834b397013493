import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceFileUrl, type BillingOverview, type InvoiceView } from '#shared/billing/invoices.ts';
import { ErrorCard } from '#web/components/error-card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDay, formatMoney } from '#web/lib/format.ts';
import { useBilling, useGiveNotice } from '#web/features/billing/api/billing-queries.ts';

/*
 * Issue 32: the seller's 'Abrechnung' — plan and fee, trial end, next invoice, invoices with their
 * PDF, XRechnung and ZUGFeRD files, and 'Kündigen' with the end date the terms give (shown before
 * the seller confirms; the server decides it again when the notice is stored).
 */

const FORMATS = ['pdf', 'xml', 'zugferd'] as const;
const STATUS_VARIANT = { open: 'warning', paid: 'success', credited: 'secondary' } as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b py-3 last:border-b-0">
      <div className="min-w-40">
        <div className="font-medium">{invoice.number}</div>
        <div className="text-sm text-muted-foreground">
          {formatDay(invoice.periodStart)} – {formatDay(invoice.periodEnd)}
        </div>
      </div>
      <div className="min-w-28">
        <div className="font-medium">{formatMoney(invoice.grossCents / 100)}</div>
        <div className="text-sm text-muted-foreground">
          {t('billing.dueOn', { date: formatDay(invoice.dueOn) })}
        </div>
      </div>
      <Badge variant={STATUS_VARIANT[invoice.status]}>{t(`billing.status.${invoice.status}`)}</Badge>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {FORMATS.map((format) => (
          <Button key={format} asChild variant="outline" size="sm">
            <a
              href={invoiceFileUrl(invoice.id, format)}
              download
              aria-label={t('billing.download', {
                number: invoice.number,
                format: t(`billing.file.${format}`),
              })}
            >
              {t(`billing.file.${format}`)}
            </a>
          </Button>
        ))}
      </div>
    </li>
  );
}

function NoticeDialog({ open, onClose, endsOn }: { open: boolean; onClose: () => void; endsOn: string }) {
  const { t } = useTranslation();
  const notice = useGiveNotice();
  const [error, setError] = useState<string | null>(null);
  const confirm = () =>
    notice.mutate(undefined, {
      onSuccess: onClose,
      onError: (err) => setError(isApiError(err) ? err.message : t('billing.cancelFailed')),
    });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('billing.cancelTitle')}</DialogTitle>
          <DialogDescription>{t('billing.cancelText', { date: formatDay(endsOn) })}</DialogDescription>
        </DialogHeader>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('billing.cancelAbort')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={notice.isPending}>
            {t('billing.cancelConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Overview({ data }: { data: BillingOverview }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const fee = formatMoney(data.netCentsPerPeriod / 100);
  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <div>
            <h2 className="text-lg font-semibold">{t(`billing.plan.${data.plan}`)}</h2>
            <p className="text-sm text-muted-foreground">
              {t(`billing.fee.${data.plan}`, { amount: fee })} · {t('billing.terms')}
            </p>
          </div>
          {!data.subscribed ? (
            <p>{t('billing.notStarted')}</p>
          ) : (
            <dl className="grid gap-4 sm:grid-cols-3">
              {data.trialEndsOn && <Fact label={t('billing.trialEnd')} value={formatDay(data.trialEndsOn)} />}
              <Fact
                label={t('billing.nextInvoice')}
                value={data.nextInvoiceOn ? formatDay(data.nextInvoiceOn) : '–'}
              />
              <Fact
                label={t('billing.contractEnd')}
                value={data.endsOn ? formatDay(data.endsOn) : t('billing.runsOn')}
              />
            </dl>
          )}
          {data.endsOn && data.noticeGivenAt ? (
            <p role="status" className="text-sm">
              {t('billing.noticeGiven', {
                given: formatDay(data.noticeGivenAt),
                date: formatDay(data.endsOn),
              })}
            </p>
          ) : (
            data.noticeWouldEndOn && (
              <div>
                <Button variant="outline" onClick={() => setAsking(true)}>
                  {t('billing.cancel')}
                </Button>
                <NoticeDialog open={asking} onClose={() => setAsking(false)} endsOn={data.noticeWouldEndOn} />
              </div>
            )
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <h2 className="mb-2 text-lg font-semibold">{t('billing.invoices')}</h2>
          {data.invoices.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('billing.noInvoices')}</p>
          ) : (
            <ul>
              {data.invoices.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function BillingTab() {
  const { t } = useTranslation();
  const billing = useBilling();
  if (billing.isPending) return <Skeleton className="h-64" />;
  if (billing.isError) {
    return <ErrorCard onRetry={() => void billing.refetch()} description={t('billing.loadFailed')} />;
  }
  return <Overview data={billing.data} />;
}
