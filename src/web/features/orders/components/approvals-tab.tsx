import { useState } from 'react';
import { CircleCheck, CircleX, TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ApprovalView } from '#shared/approvals/schema.ts';
import { approvesOrders } from '#shared/approvals/rules.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { ErrorCard } from '#web/components/error-card.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate, formatDay, formatMoney } from '#web/lib/format.ts';
import { useSession } from '#web/lib/session.ts';
import { useApprovals, useApprove, useDecline, type ApprovalShow } from '../api/approvals.ts';
import { Pagination } from '#web/components/pagination.tsx';

/** Refusals the web words in the reader's language; anything else as the server said it. */
const REASONS = ['APPROVAL_DECIDED', 'APPROVAL_WITHDRAWN', 'OFFER_EXPIRED', 'OVER_OWN_LIMIT'] as const;

const STATUS_VARIANT = {
  pending: 'warning',
  approved: 'success',
  declined: 'destructive',
  withdrawn: 'secondary',
} as const;

const partOf = (a: ApprovalView) => (a.manufacturer ? `${a.manufacturer} ${a.partNumber}` : a.partNumber);

/**
 * Issue 37, decision 070: 'Freigaben' on the buyer dashboard. Orders of members above their limit
 * and of requesters wait here; 'Einkauf' and owners approve (the order is placed) or decline
 * (a reason optional), each after a confirmation. Everybody else reads the list.
 */
export function ApprovalsTab() {
  const { t } = useTranslation();
  const memberRole = useSession().data?.user?.memberRole;
  const [show, setShow] = useState<ApprovalShow>('pending');
  const [page, setPage] = useState(1);
  const [approving, setApproving] = useState<ApprovalView | null>(null);
  const [declining, setDeclining] = useState<ApprovalView | null>(null);
  const [reason, setReason] = useState('');
  const approvals = useApprovals(show, page);
  const approve = useApprove();
  const decline = useDecline();

  const failed = (error: unknown) => {
    const reasonKey = isApiError(error) ? REASONS.find((r) => r === error.reason) : undefined;
    const description = reasonKey
      ? t(`approvals.error.${reasonKey}`)
      : isApiError(error)
        ? error.message
        : t('errors.unexpected');
    toast.error(t('approvals.failed'), { description });
  };

  const confirmApprove = () => {
    if (!approving) return;
    approve.mutate(approving.id, {
      onSuccess: (done) =>
        toast.success(t('approvals.approvedToast', { orderNumber: done.orderNumber ?? '' })),
      onError: failed,
      onSettled: () => setApproving(null),
    });
  };
  const confirmDecline = () => {
    if (!declining) return;
    decline.mutate(
      { id: declining.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('approvals.declinedToast'));
          setReason('');
        },
        onError: failed,
        onSettled: () => setDeclining(null),
      },
    );
  };

  const choose = (next: ApprovalShow) => {
    setShow(next);
    setPage(1);
  };

  return (
    <section className="grid max-w-4xl gap-6" aria-labelledby="approvals-title">
      <div className="grid gap-2">
        <h2 id="approvals-title" className="text-lg font-semibold">
          {t('approvals.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('approvals.intro')}</p>
        {approvesOrders(memberRole) ? null : <p className="text-sm">{t('approvals.readOnly')}</p>}
      </div>

      <div className="flex flex-wrap gap-2" role="group" aria-label={t('approvals.title')}>
        {(['pending', 'decided'] as const).map((s) => (
          <Button
            key={s}
            type="button"
            size="sm"
            variant={show === s ? 'default' : 'outline'}
            aria-pressed={show === s}
            onClick={() => choose(s)}
          >
            {t(`approvals.show.${s}`)}
            {s === 'pending' && approvals.data && approvals.data.pendingCount > 0 ? (
              <Badge variant="secondary">{approvals.data.pendingCount}</Badge>
            ) : null}
          </Button>
        ))}
      </div>

      {approvals.isError ? (
        <ErrorCard description={t('approvals.loadFailed')} onRetry={() => void approvals.refetch()} />
      ) : approvals.data && approvals.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t(show === 'pending' ? 'approvals.empty' : 'approvals.emptyDecided')}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={t(`approvals.show.${show}`)}>
          {approvals.data?.items.map((a) => (
            <li key={a.id} className="grid gap-3 rounded-xl border border-border p-4" data-testid="approval">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="grid min-w-0 gap-1">
                  <p className="break-words font-semibold">{partOf(a)}</p>
                  <p className="text-sm text-muted-foreground">
                    {t('approvals.requestedBy', {
                      name: a.requestedBy.name,
                      date: formatDate(a.requestedAt),
                    })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Badge variant={STATUS_VARIANT[a.status]}>{t(`approvals.status.${a.status}`)}</Badge>
                  {a.status === 'pending' && a.expired ? (
                    <Badge variant="destructive">
                      <TimerOff aria-hidden="true" />
                      {t('approvals.expired')}
                    </Badge>
                  ) : null}
                </div>
              </div>
              <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex justify-between gap-4 sm:block">
                  <dt className="text-muted-foreground">{t('approvals.total')}</dt>
                  <dd className="font-semibold">{formatMoney(a.totalAmount, a.currency)}</dd>
                </div>
                <div className="flex justify-between gap-4 sm:block">
                  <dt className="text-muted-foreground">{t('approvals.validUntil')}</dt>
                  <dd className={a.expired ? 'font-medium text-destructive' : 'font-medium'}>
                    {formatDay(a.validUntil)}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 sm:block">
                  <dt className="text-muted-foreground">{t('approvals.quantity')}</dt>
                  <dd className="font-medium">{a.quantity}</dd>
                </div>
                {a.internalReference ? (
                  <div className="flex justify-between gap-4 sm:block">
                    <dt className="text-muted-foreground">{t('approvals.reference')}</dt>
                    <dd className="break-all font-medium">{a.internalReference}</dd>
                  </div>
                ) : null}
              </dl>
              {a.decidedBy && a.decidedAt ? (
                <p className="text-sm">
                  {t(a.status === 'approved' ? 'approvals.approvedBy' : 'approvals.declinedBy', {
                    name: a.decidedBy.name,
                    date: formatDate(a.decidedAt),
                  })}
                  {a.orderNumber ? ` · ${t('approvals.order', { orderNumber: a.orderNumber })}` : null}
                </p>
              ) : null}
              {a.status === 'withdrawn' && a.decidedAt ? (
                <p className="text-sm">
                  {t('approvals.withdrawnOn', { date: formatDate(a.decidedAt) })}
                  {a.withdrawnReason ? ` · ${t(`approvals.withdrawn.${a.withdrawnReason}`)}` : null}
                </p>
              ) : null}
              {a.declineReason ? (
                <p className="text-sm text-muted-foreground">
                  {t('approvals.reason', { reason: a.declineReason })}
                </p>
              ) : null}
              {a.status === 'pending' && a.expired ? (
                <p className="text-sm text-destructive">{t('approvals.expiredHint')}</p>
              ) : a.status === 'pending' && a.canDecline && !a.canApprove ? (
                <p className="text-sm text-muted-foreground">{t('approvals.overLimit')}</p>
              ) : null}
              {a.canApprove || a.canDecline ? (
                <div className="flex flex-wrap gap-2">
                  {a.canApprove ? (
                    <Button
                      type="button"
                      aria-label={t('approvals.approveOf', { part: partOf(a) })}
                      onClick={() => setApproving(a)}
                    >
                      <CircleCheck aria-hidden="true" />
                      {t('approvals.approve')}
                    </Button>
                  ) : null}
                  {a.canDecline ? (
                    <Button
                      type="button"
                      variant="outline"
                      aria-label={t('approvals.declineOf', { part: partOf(a) })}
                      onClick={() => setDeclining(a)}
                    >
                      <CircleX aria-hidden="true" />
                      {t('approvals.decline')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {approvals.data ? (
        <Pagination
          page={page}
          pageSize={approvals.data.pageSize}
          total={approvals.data.total}
          onPage={setPage}
        />
      ) : null}

      <ConfirmDialog
        open={approving !== null}
        title={t('approvals.approveTitle')}
        text={t('approvals.approveConfirm', {
          amount: approving ? formatMoney(approving.totalAmount, approving.currency) : '',
          name: approving?.requestedBy.name ?? '',
        })}
        confirmLabel={t('approvals.approve')}
        cancelLabel={t('approvals.cancel')}
        destructive={false}
        pending={approve.isPending}
        onConfirm={confirmApprove}
        onOpenChange={(open) => (open ? null : setApproving(null))}
      />
      <ConfirmDialog
        open={declining !== null}
        title={t('approvals.declineTitle')}
        text={t('approvals.declineConfirm', { name: declining?.requestedBy.name ?? '' })}
        confirmLabel={t('approvals.decline')}
        cancelLabel={t('approvals.cancel')}
        pending={decline.isPending}
        onConfirm={confirmDecline}
        onOpenChange={(open) => (open ? null : setDeclining(null))}
      >
        <TextareaField
          label={t('approvals.declineReason')}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </section>
  );
}
