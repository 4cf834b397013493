import { paths } from '../../../lib/paths.ts';
import { OrderPageFrame } from '../components/order-page-frame.tsx';

/** Buyer order page for an offer (/order-processing?offerId=…). */
export function OrderProcessingPage() {
  return <OrderPageFrame dashboardPath={paths.buyerDashboard} />;
}
