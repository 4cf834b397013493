import { useState } from 'react';
import { Send, CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BuyerRequestView } from '#shared/requests/schema.ts';
import { EXTEND_DAYS, extendRequestInputSchema, LAST_RING } from '#shared/requests/widening.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useWidenRequest, type WidenRequestVariables } from '#web/features/requests/api/lifecycle.ts';

/**
 * Widening in rings (issue 30, decision 053), the owner's side: the request's timeline (created,
 * each ring reached, how many sellers — never who) and the two actions, 'An weitere Verkäufer
 * senden' and 'Frist verlängern'. `base` is the owner's request path (/buyer/requests or
 * /seller/my-requests).
 */
export function RequestTimeline({ request }: { request: BuyerRequestView }) {
  const { t } = useTranslation();
  if (request.widenings.length === 0) return null;
  return (
    <section aria-label={t('lifecycle.widening.timeline')} className="grid gap-1">
      <h4 className="text-sm font-medium">{t('lifecycle.widening.timeline')}</h4>
      <ol className="grid gap-1 border-l-2 border-border pl-3 text-sm">
        <li className="text-muted-foreground">
          {formatDate(request.createdAt)} · {t('lifecycle.widening.created')}
        </li>
        {request.widenings.map((w) => (
          <li key={w.ring} data-testid="widening-line">
            <span className="text-muted-foreground">{formatDate(w.at)} · </span>
            {t('lifecycle.widening.line', { ring: w.ring })}
            <span className="text-muted-foreground">
              {' · '}
              {t('lifecycle.widening.reached', { count: w.sellerCount })}
              {w.byBuyer ? ` · ${t('lifecycle.widening.byYou')}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function RequestWideningActions({ request, base }: { request: BuyerRequestView; base: string }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'widen' | 'extend' | null>(null);
  const [days, setDays] = useState<number>(EXTEND_DAYS[0]);
  const [error, setError] = useState<string | null>(null);
  const widening = useWidenRequest(base, request.id);
  const act = {
    isPending: widening.isPending,
    mutate: (v: WidenRequestVariables) =>
      widening.mutate(v, {
        onSuccess: () => setDialog(null),
        onError: (e) => setError(isApiError(e) ? localizeMessage(e.message) : t('lifecycle.widening.failed')),
      }),
  };
  const open = (which: 'widen' | 'extend') => {
    setError(null);
    setDialog(which);
  };
  const allSent = request.widenedRing >= LAST_RING;
  const submitExtend = () => {
    const parsed = extendRequestInputSchema.safeParse({ days });
    if (!parsed.success) return setError(localizeMessage(parsed.error.issues[0]?.message) ?? null);
    act.mutate({ verb: 'extend', days: parsed.data.days });
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={allSent || act.isPending}
        title={allSent ? t('lifecycle.widening.allSent') : undefined}
        onClick={() => open('widen')}
      >
        <Send aria-hidden="true" />
        {allSent ? t('lifecycle.widening.allSent') : t('lifecycle.widening.send')}
      </Button>
      <Button variant="outline" size="sm" disabled={act.isPending} onClick={() => open('extend')}>
        <CalendarPlus aria-hidden="true" />
        {t('lifecycle.widening.extend')}
      </Button>
      <Dialog open={dialog === 'widen'} onOpenChange={(o) => setDialog(o ? 'widen' : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('lifecycle.widening.sendConfirm')}</DialogTitle>
            <DialogDescription>{t('lifecycle.widening.sendText')}</DialogDescription>
          </DialogHeader>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setDialog(null)}>
              {t('lifecycle.dialog.abort')}
            </Button>
            <Button type="button" disabled={act.isPending} onClick={() => act.mutate({ verb: 'widen' })}>
              {t('lifecycle.widening.send')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'extend'} onOpenChange={(o) => setDialog(o ? 'extend' : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('lifecycle.widening.extend')}</DialogTitle>
            <DialogDescription>{t('lifecycle.widening.extendText')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1">
            <Label htmlFor={`extend-days-${request.id}`}>{t('lifecycle.widening.extendBy')}</Label>
            <NativeSelect
              id={`extend-days-${request.id}`}
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
            >
              {EXTEND_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t('lifecycle.widening.days', { count: d })}
                </option>
              ))}
            </NativeSelect>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setDialog(null)}>
              {t('lifecycle.dialog.abort')}
            </Button>
            <Button type="button" disabled={act.isPending} onClick={submitExtend}>
              {t('lifecycle.widening.extend')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
