import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ErrorCard } from '#web/components/error-card.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { useSaveWidening, useSellerWidening } from '#web/features/account/api/seller-settings.ts';

/**
 * Decision 053: the seller's opt-in to widened requests — requests beyond their brands when a
 * request has fewer than two offers after its window (default off; regions still apply).
 */
export function WideningForm() {
  const { t } = useTranslation();
  const widening = useSellerWidening();
  if (widening.isPending) return <Skeleton className="h-24" />;
  if (widening.isError)
    return <ErrorCard onRetry={() => void widening.refetch()} description={t('seller.widening.failed')} />;
  return <WideningFormLoaded saved={widening.data.optIn} />;
}

function WideningFormLoaded({ saved }: { saved: boolean }) {
  const { t } = useTranslation();
  const save = useSaveWidening();
  // The box follows the click at once; a refused save puts it back.
  const [checked, setChecked] = useState(saved);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const toggle = (optIn: boolean) => {
    setMessage(null);
    setChecked(optIn);
    save.mutate(
      { optIn },
      {
        onSuccess: () => setMessage({ kind: 'ok', text: t('seller.widening.saved') }),
        onError: (err) => {
          setChecked(!optIn);
          setMessage({
            kind: 'error',
            text: isApiError(err) ? localizeMessage(err.message) : t('seller.widening.failed'),
          });
        },
      },
    );
  };
  return (
    <section className="grid gap-2" aria-labelledby="seller-widening-title">
      <h3 id="seller-widening-title" className="text-base font-semibold">
        {t('seller.widening.title')}
      </h3>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={checked}
          disabled={save.isPending}
          aria-describedby="seller-widening-hint"
          onChange={(e) => toggle(e.target.checked)}
        />
        {t('seller.widening.optIn')}
      </label>
      <p id="seller-widening-hint" className="text-sm text-muted-foreground">
        {t('seller.widening.hint')}
      </p>
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'text-sm text-destructive' : 'text-sm text-success'}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
