import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelRequestInputSchema } from '#shared/requests/schema.ts';
import { useEndRequest, type EndRequestVariables } from '#web/features/requests/api/lifecycle.ts';
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

/**
 * The owner closes ('Geschlossen') or cancels ('Storniert', with a reason) an active request
 * (issue 14). `base` is the owner's request path: /buyer/requests or /seller/my-requests.
 */
export function RequestEndActions({ requestId, base }: { requestId: string; base: string }) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  // Issue 34: closing rejects every pending offer and mails the sellers, so it asks first too.
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ending = useEndRequest(base, requestId);
  const end = {
    isPending: ending.isPending,
    mutate: (v: EndRequestVariables) =>
      ending.mutate(v, {
        onSuccess: () => {
          setCancelling(false);
          setClosing(false);
        },
        onError: (e) => setError(e.message),
      }),
  };

  const submitCancel = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = cancelRequestInputSchema.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    end.mutate({ verb: 'cancel', reason: parsed.data.reason });
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={end.isPending}
        onClick={() => (setError(null), setClosing(true))}
      >
        {t('lifecycle.request.close')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={end.isPending}
        onClick={() => (setError(null), setCancelling(true))}
      >
        {t('lifecycle.request.cancel')}
      </Button>
      {!cancelling && !closing && error ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Dialog open={closing} onOpenChange={setClosing}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('lifecycle.request.closeConfirm')}</DialogTitle>
            <DialogDescription>{t('lifecycle.request.closeConfirmText')}</DialogDescription>
          </DialogHeader>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setClosing(false)}>
              {t('lifecycle.dialog.abort')}
            </Button>
            <Button type="button" disabled={end.isPending} onClick={() => end.mutate({ verb: 'close' })}>
              {t('lifecycle.request.close')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={cancelling} onOpenChange={setCancelling}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('lifecycle.request.cancel')}</DialogTitle>
            <DialogDescription>{t('lifecycle.request.closeHint')}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-3" onSubmit={submitCancel} noValidate>
            <div className="grid gap-1">
              <Label htmlFor="request-cancel-reason">{t('lifecycle.dialog.reason')}</Label>
              <Textarea id="request-cancel-reason" name="reason" rows={3} />
            </div>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setCancelling(false)}>
                {t('lifecycle.dialog.abort')}
              </Button>
              <Button type="submit" disabled={end.isPending}>
                {t('lifecycle.request.cancel')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
