import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DECLINE_REASONS, declineRequestInputSchema } from '#shared/seller-market/decline.ts';
import type { SellerRequestView } from '#shared/seller-market/schema.ts';
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
import { Textarea } from '#web/components/ui/textarea.tsx';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useDeclineRequest } from '#web/features/offers/api/seller-mutations.ts';

/**
 * 'Kann ich nicht liefern' (issue 30): a reason (and a note, required for 'Sonstiges'), checked
 * by the route's own schema before it is sent.
 */
export function DeclineDialog({
  request,
  onClose,
  onDeclined,
}: {
  request: SellerRequestView | null;
  onClose: () => void;
  onDeclined: (request: SellerRequestView) => void;
}) {
  const { t } = useTranslation();
  const decline = useDeclineRequest();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!request) return;
    const raw = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const parsed = declineRequestInputSchema.safeParse({ reason: raw.reason, note: raw.note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    decline.mutate(
      { requestId: request.id, ...parsed.data },
      {
        onSuccess: () => {
          setError(null);
          onDeclined(request);
        },
        onError: (err) => setError(isApiError(err) ? err.message : t('seller.decline.failed')),
      },
    );
  };

  return (
    <Dialog open={request !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {t('seller.decline.action')}
            {request ? <span className="ml-2 font-mono text-base">{request.partNumber}</span> : null}
          </DialogTitle>
          <DialogDescription>{t('seller.decline.text')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} onChange={() => error && setError(null)} noValidate>
          <fieldset className="grid gap-2 text-sm">
            <legend className="mb-1 font-medium">{t('seller.decline.reason')}</legend>
            {DECLINE_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2">
                <input type="radio" name="reason" value={r} className="size-4" />
                <span>{t(`seller.decline.reason.${r}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1">
            <Label htmlFor="decline-note">{t('seller.decline.note')}</Label>
            <Textarea id="decline-note" name="note" rows={3} maxLength={500} />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {localizeMessage(error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('seller.decline.cancel')}
            </Button>
            <Button type="submit" disabled={decline.isPending}>
              {t('seller.decline.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
