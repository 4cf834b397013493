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
import { useWithdrawOffer } from '#web/features/offers/api/seller-mutations.ts';

/** 'Angebot zurückziehen' with a confirmation (decision 054); afterwards a new offer may follow. */
export function WithdrawOffer({ offerId, onWithdrawn }: { offerId: string; onWithdrawn: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdrawOffer();
  // mutateAsync: the refetched offer is no longer pending and unmounts this button before a
  // mutate() callback would run.
  const confirm = async () => {
    try {
      await withdraw.mutateAsync(offerId);
    } catch (e) {
      setError(isApiError(e) ? e.message : t('questions.failed'));
      return;
    }
    setConfirming(false);
    toast.success(t('questions.withdrawn'));
    onWithdrawn();
  };
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
            <Button
              type="button"
              variant="destructive"
              disabled={withdraw.isPending}
              onClick={() => void confirm()}
            >
              {t('questions.withdraw')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
