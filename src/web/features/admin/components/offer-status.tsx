import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

/** Spec 2 §4: ausstehend yellow, angenommen green, anything else gray and shown raw. */
export function OfferStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (status === 'ausstehend') return <Badge variant="warning">{t('admin.offers.status.ausstehend')}</Badge>;
  if (status === 'angenommen') return <Badge variant="success">{t('admin.offers.status.angenommen')}</Badge>;
  return <Badge variant="secondary">{status}</Badge>;
}
