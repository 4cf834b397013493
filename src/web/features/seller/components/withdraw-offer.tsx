import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useWithdrawOffer } from '#web/features/seller/api/seller-mutations.ts';

/** 'Angebot zurückziehen' with a confirmation (decision 054); afterwards a new offer may follow. */
export function WithdrawOffer({ offerId, onWithdrawn }: { offerId: string; onWithdrawn: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdrawOffer();
  const confirm = () =>
    withdraw.mutate(offerId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('questions.withdrawn'));
        onWithdrawn();
      },
      onError: (e) => setError(isApiError(e) ? e.message : t('questions.failed')),
    });
  return (
    <div>
      <Button variant="outline" onClick={() => (setError(null), setConfirming(true))}>
        <Undo2 aria-hidden="true" />
        {t('questions.withdraw')}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('questions.withdrawConfirm')}</DialogTitle>
            <DialogDescription>{t('questions.withdrawText')}</DialogDescription>
          </DialogHeader>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              {t('questions.withdrawAbort')}
            </Button>
            <Button type="button" variant="destructive" disabled={withdraw.isPending} onClick={confirm}>
              {t('questions.withdraw')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
