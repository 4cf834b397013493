import { paths } from '#web/lib/paths.ts';

/**
 * Who orders: a buyer (/order-processing) or a seller ordering another seller's offer
 * (/seller-order-processing, buyer_type 'seller'). Same service on the server, own routes.
 */
export type OrderSide = 'buyer' | 'seller';

export const ORDER_SIDES = {
  buyer: {
    checkoutPath: '/buyer/checkout',
    ordersPath: '/buyer/orders',
    dashboard: paths.buyerDashboard,
    back: `${paths.buyerDashboard}?tab=requests`,
    done: `${paths.buyerDashboard}?tab=orders`,
    /** Decision 070: where an order that waits for approval is found. */
    pending: `${paths.buyerDashboard}?tab=approvals`,
  },
  seller: {
    checkoutPath: '/seller/checkout',
    ordersPath: '/seller/my-orders',
    dashboard: paths.sellerDashboard,
    back: `${paths.sellerDashboard}?tab=my-requests`,
    done: `${paths.sellerDashboard}?tab=my-orders`,
    pending: `${paths.sellerDashboard}?tab=my-orders`,
  },
} as const;
