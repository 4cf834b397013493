import { Navigate, useSearchParams } from 'react-router';
import { ORDER_SIDES } from '#web/features/orders/api/side.ts';
import { OrderProcessing } from './order-processing-page.tsx';

export { checkoutTexts as texts } from '#web/features/orders/texts.ts';

/**
 * A seller ordering another seller's offer (/seller-order-processing?offerId=…, spec 1 §2).
 * Without an offer id the seller goes back to the dashboard; the server refuses the own offer.
 */
export function SellerOrderProcessingPage() {
  const [searchParams] = useSearchParams();
  const offerId = searchParams.get('offerId');
  if (!offerId) return <Navigate to={ORDER_SIDES.seller.dashboard} replace />;
  return <OrderProcessing side="seller" offerId={offerId} />;
}
