import { useTranslation } from 'react-i18next';
import type { Urgency } from '#shared/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const VARIANT = {
  niedrig: 'secondary',
  normal: 'outline',
  hoch: 'warning',
  dringend: 'destructive',
} as const;

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANT[urgency]}>{t(`buyer.urgency.${urgency}`)}</Badge>;
}
