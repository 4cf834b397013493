import { useTranslation } from 'react-i18next';
import type { SellerRequestListItem as SellerRequestView } from '#shared/seller-market/schema.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

interface RequestActionsProps {
  request: SellerRequestView;
  onCreateOffer: (request: SellerRequestView) => void;
  onShowOffer: (offerId: string) => void;
  onDecline: (request: SellerRequestView) => void;
}

/**
 * Spec 1 §2 row actions: 'Angebot erstellen' with 'Kann ich nicht liefern' (issue 30), a 'Bestellt'
 * badge, or 'Angebot abgegeben' + details.
 */
export function RequestActions({ request, onCreateOffer, onShowOffer, onDecline }: RequestActionsProps) {
  const { t } = useTranslation();
  const offerId = request.myOfferId;
  if (request.myState === 'none' || !offerId) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => onCreateOffer(request)}>
          {t('seller.action.createOffer')}
        </Button>
        {/* Issue 30: a seller who cannot supply says so; the request leaves the list. */}
        <Button size="sm" variant="outline" onClick={() => onDecline(request)}>
          {t('seller.decline.action')}
        </Button>
      </div>
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
