import { useTranslation } from 'react-i18next';
import type { SellerRequestView } from '#shared/seller-market/schema.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

interface RequestActionsProps {
  request: SellerRequestView;
  onCreateOffer: (request: SellerRequestView) => void;
  onShowOffer: (offerId: string) => void;
}

/** Spec 1 §2 row actions: 'Angebot erstellen', a 'Bestellt' badge, or 'Angebot abgegeben' + details. */
export function RequestActions({ request, onCreateOffer, onShowOffer }: RequestActionsProps) {
  const { t } = useTranslation();
  const offerId = request.myOfferId;
  if (request.myState === 'none' || !offerId) {
    return (
      <Button size="sm" onClick={() => onCreateOffer(request)}>
        {t('seller.action.createOffer')}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {request.myState === 'ordered' ? (
        <Badge variant="success">{t('seller.action.ordered')}</Badge>
      ) : (
        <Badge variant="secondary">{t('seller.action.offered')}</Badge>
      )}
      <Button size="sm" variant="outline" onClick={() => onShowOffer(offerId)}>
        {t('seller.action.details')}
      </Button>
    </div>
  );
}
