import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AutoOfferSkipReason } from '#shared/stock/auto-offer.ts';

/**
 * Decision 069: why this 'Auf Lager' request got no automatic offer (a limit, switched off, the
 * seller's gate, the request's end, an upload's match). The seller's own view only.
 */
export function AutoOfferSkipNote({
  reason,
  className,
}: {
  reason: AutoOfferSkipReason;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p
      className={`flex items-start gap-1 text-xs text-muted-foreground ${className ?? ''}`}
      data-testid="auto-offer-skip"
      data-reason={reason}
    >
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>{t(`autoOfferSkip.${reason}`)}</span>
    </p>
  );
}
