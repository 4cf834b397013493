import type { Role } from '#shared/constants.ts';

/** Route paths of spec 1 §2 and spec 2 §2, so links and redirects cannot drift from the router. */
export const paths = {
  home: '/',
  buyerSignup: '/buyer-signup',
  buyerLogin: '/buyer-login',
  sellerSignup: '/seller-signup',
  sellerLogin: '/seller-login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  buyerDashboard: '/buyer-dashboard',
  sellerDashboard: '/seller-dashboard',
  buyerRequestForm: '/buyer-request-form',
  sellerOfferDetails: '/seller-offer-details/:requestId',
  orderProcessing: '/order-processing',
  sellerOrderProcessing: '/seller-order-processing',
  adminLogin: '/admin-login',
  adminDashboard: '/admin-dashboard',
  sellerExplanation: '/seller-explanation',
  pricing: '/pricing',
  contact: '/contact',
  imprint: '/imprint',
  privacy: '/privacy',
  terms: '/terms',
  // Issue 37: the page of an invitation's link (the mail's {{invitation_url}}).
  joinTeam: '/team/join',
} as const;

/** German aliases of the static pages (spec 2 §2). */
export const aliasPaths = {
  contact: '/kontakt',
  imprint: '/impressum',
  privacy: '/datenschutz',
  terms: '/agb',
} as const;

export const LOGIN_PATH: Record<Role, string> = {
  buyer: paths.buyerLogin,
  seller: paths.sellerLogin,
  admin: paths.adminLogin,
};

export const DASHBOARD_PATH: Record<Role, string> = {
  buyer: paths.buyerDashboard,
  seller: paths.sellerDashboard,
  admin: paths.adminDashboard,
};
