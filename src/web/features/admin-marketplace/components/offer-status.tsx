import { Badge } from '#web/components/ui/badge.tsx';
import { offerStatusLabel } from '#web/lib/display-labels.ts';

/** Spec 2 §4: ausstehend yellow, angenommen green, anything else gray (known ones translated). */
export function OfferStatusBadge({ status }: { status: string }) {
  const variant = status === 'ausstehend' ? 'warning' : status === 'angenommen' ? 'success' : 'secondary';
  return <Badge variant={variant}>{offerStatusLabel(status)}</Badge>;
}
