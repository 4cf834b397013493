import type { Urgency } from '#shared/constants.ts';
import { Badge } from './ui/badge.tsx';

/** One colour per urgency on every dashboard; the feature passes its own translated label. */
const VARIANT = {
  niedrig: 'secondary',
  normal: 'outline',
  hoch: 'warning',
  dringend: 'destructive',
} as const;

export function UrgencyBadge({ urgency, label }: { urgency: Urgency; label: string }) {
  return <Badge variant={VARIANT[urgency]}>{label}</Badge>;
}
