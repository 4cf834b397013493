import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_KINDS, receiptInputSchema, type ReceiptInput } from '#shared/orders/complaint.ts';
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
import { Textarea } from '#web/components/ui/textarea.tsx';
import { localizeMessage } from '#web/lib/validation-texts.ts';

/**
 * 'Empfang bestätigen' (issue 34): the buyer confirms that the goods arrived — all well, or with
 * a complaint (damaged, wrong part, partial) that reaches the seller and the operator. Validated
 * by the route's schema before it is sent.
 */
export function ReceiptDialog({
  open,
  pending,
  error,
  onClose,
  onConfirm,
  onInvalid,
}: {
  open: boolean;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (body: ReceiptInput) => void;
  onInvalid: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState(false);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const raw = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    const body = problem
      ? { complaint: { kind: raw.kind || undefined, description: raw.description ?? '' } }
      : {};
    const parsed = receiptInputSchema.safeParse(body);
    if (!parsed.success) return onInvalid(parsed.error.issues[0]?.message ?? null);
    onConfirm(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && (setProblem(false), onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('lifecycle.action.confirmReceipt')}</DialogTitle>
          <DialogDescription>{t('lifecycle.receipt.text')}</DialogDescription>
        </DialogHeader>
        {/* A message is about what was sent: it goes once the buyer changes the answer. */}
        <form className="grid gap-3" onSubmit={submit} onChange={() => error && onInvalid(null)} noValidate>
          <fieldset className="grid gap-2 text-sm">
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="outcome"
                className="mt-1 size-4"
                checked={!problem}
                onChange={() => setProblem(false)}
              />
              <span>{t('lifecycle.receipt.ok')}</span>
            </label>
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name="outcome"
                className="mt-1 size-4"
                checked={problem}
                onChange={() => setProblem(true)}
              />
              <span>{t('lifecycle.receipt.problem')}</span>
            </label>
          </fieldset>
          {problem ? (
            <>
              <div className="grid gap-1">
                <Label htmlFor="complaint-kind">{t('lifecycle.complaint.kind')}</Label>
                <NativeSelect id="complaint-kind" name="kind" defaultValue="">
                  <option value="" disabled>
                    {t('seller.offer.paymentTermChoose')}
                  </option>
                  {COMPLAINT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`lifecycle.complaint.kind.${k}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-1">
                <Label htmlFor="complaint-description">{t('lifecycle.complaint.description')}</Label>
                <Textarea id="complaint-description" name="description" rows={3} maxLength={2000} />
              </div>
            </>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {localizeMessage(error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('lifecycle.dialog.abort')}
            </Button>
            <Button type="submit" disabled={pending}>
              {problem ? t('lifecycle.receipt.submitComplaint') : t('lifecycle.action.confirmReceipt')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
