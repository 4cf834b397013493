import { paths } from '../../../lib/paths.ts';
import { OrderPageFrame } from '../components/order-page-frame.tsx';

/** A seller ordering another seller's offer (/seller-order-processing?offerId=…). */
export function SellerOrderProcessingPage() {
  return <OrderPageFrame dashboardPath={paths.sellerDashboard} />;
}
