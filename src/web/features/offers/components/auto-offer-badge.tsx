import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';

/** Decision 062: the seller's own offer was submitted automatically from stock (the seller's view only). */
export function AutoOfferBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" data-testid="auto-offer-badge">
      <Bot aria-hidden="true" />
      {t('autoOffer.badge')}
    </Badge>
  );
}
