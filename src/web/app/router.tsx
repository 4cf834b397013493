import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadFeatureTexts, type FeatureTexts } from '#web/lib/feature-texts.ts';
import type { Role } from '#shared/constants.ts';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { LandingPage } from '#web/features/landing/routes/landing-page.tsx';
import { aliasPaths, paths } from '#web/lib/paths.ts';
import { APP_LAYOUT } from './layout/app-layout.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { ResetPasswordRoute } from './reset-password-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

// Everything but the landing page is a lazy route, so the entry bundle carries only the landing
// page and the layout (budget: ≤ 150 KB gzip).
/** Lazy page module: adds the feature's own texts (if it exports `texts`) before it renders. */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return async () => {
    const m = await load();
    const texts = (m as { texts?: FeatureTexts }).texts;
    if (texts) await loadFeatureTexts(texts);
    return { Component: pick(m) };
  };
}

const providers = async () => ({ Component: (await import('./providers.tsx')).ProvidersLayout });
const guard = (role: Role) => async () => {
  const { RoleGuard } = await import('./role-guard.tsx');
  return { element: <RoleGuard role={role} /> };
};
const buyerSignup = page(
  () => import('#web/features/auth/routes/buyer-signup-page.tsx'),
  (m) => m.BuyerSignupPage,
);
const buyerLogin = page(
  () => import('#web/features/auth/routes/buyer-login-page.tsx'),
  (m) => m.BuyerLoginPage,
);
const sellerSignup = page(
  () => import('#web/features/auth/routes/seller-signup-page.tsx'),
  (m) => m.SellerSignupPage,
);
const sellerLogin = page(
  () => import('#web/features/auth/routes/seller-login-page.tsx'),
  (m) => m.SellerLoginPage,
);
const forgotPassword = page(
  () => import('#web/features/auth/routes/forgot-password-page.tsx'),
  (m) => m.ForgotPasswordPage,
);
const adminLogin = page(
  () => import('#web/features/auth/routes/admin-login-page.tsx'),
  (m) => m.AdminLoginPage,
);
const buyerDashboard = page(
  () => import('#web/app/dashboards/buyer-dashboard-page.tsx'),
  (m) => m.BuyerDashboardPage,
);
const sellerDashboard = page(
  () => import('#web/app/dashboards/seller-dashboard-page.tsx'),
  (m) => m.SellerDashboardPage,
);
const adminDashboard = page(
  () => import('#web/app/dashboards/admin-dashboard-page.tsx'),
  (m) => m.AdminDashboardPage,
);
const orderProcessing = page(
  () => import('#web/features/orders/routes/order-processing-page.tsx'),
  (m) => m.OrderProcessingPage,
);
const sellerOrderProcessing = page(
  () => import('#web/features/orders/routes/seller-order-processing-page.tsx'),
  (m) => m.SellerOrderProcessingPage,
);
const sellerExplanation = page(
  () => import('#web/features/static-pages/routes/seller-explanation-page.tsx'),
  (m) => m.SellerExplanationPage,
);
const pricing = page(
  () => import('#web/features/static-pages/routes/pricing-page.tsx'),
  (m) => m.PricingPage,
);
const contact = page(
  () => import('#web/features/static-pages/routes/contact-page.tsx'),
  (m) => m.ContactPage,
);
const imprint = page(
  () => import('#web/features/static-pages/routes/imprint-page.tsx'),
  (m) => m.ImprintPage,
);
const privacy = page(
  () => import('#web/features/static-pages/routes/privacy-page.tsx'),
  (m) => m.PrivacyPage,
);
const terms = page(
  () => import('#web/features/static-pages/routes/terms-page.tsx'),
  (m) => m.TermsPage,
);
const joinTeam = page(
  () => import('#web/features/team/routes/join-team-page.tsx'),
  (m) => m.JoinTeamPage,
);
const notFound = async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage });

/** Route tables of spec 1 §2 and spec 2 §2. */
export const routes: RouteObject[] = [
  {
    // The layout's own boundary only catches a failing header/footer; page errors stay inside it.
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        // Shown inside the layout while the first lazy page of a direct visit loads.
        HydrateFallback: PageSkeleton,
        children: [
          { index: true, Component: LandingPage },
          // Spec 1 §2: these render the landing page.
          { path: paths.buyerRequestForm, Component: LandingPage },
          { path: paths.sellerOfferDetails, Component: LandingPage },
          {
            // QueryClient + Toaster for every route that talks to the API (see providers.tsx).
            lazy: providers,
            children: [
              { path: paths.resetPassword, Component: ResetPasswordRoute },

              { path: paths.buyerSignup, lazy: buyerSignup },
              { path: paths.buyerLogin, lazy: buyerLogin },
              { path: paths.sellerSignup, lazy: sellerSignup },
              { path: paths.sellerLogin, lazy: sellerLogin },
              { path: paths.forgotPassword, lazy: forgotPassword },
              { path: paths.adminLogin, lazy: adminLogin },
              { path: paths.joinTeam, lazy: joinTeam },

              {
                lazy: guard('buyer'),
                handle: APP_LAYOUT,
                children: [
                  { path: paths.buyerDashboard, lazy: buyerDashboard },
                  { path: paths.orderProcessing, lazy: orderProcessing },
                ],
              },
              {
                lazy: guard('seller'),
                handle: APP_LAYOUT,
                children: [
                  { path: paths.sellerDashboard, lazy: sellerDashboard },
                  { path: paths.sellerOrderProcessing, lazy: sellerOrderProcessing },
                ],
              },
              {
                lazy: guard('admin'),
                handle: APP_LAYOUT,
                children: [{ path: paths.adminDashboard, lazy: adminDashboard }],
              },

              { path: paths.sellerExplanation, lazy: sellerExplanation },
              { path: paths.pricing, lazy: pricing },
              { path: paths.contact, lazy: contact },
              { path: aliasPaths.contact, lazy: contact },
              { path: paths.imprint, lazy: imprint },
              { path: aliasPaths.imprint, lazy: imprint },
              { path: paths.privacy, lazy: privacy },
              { path: aliasPaths.privacy, lazy: privacy },
              { path: paths.terms, lazy: terms },
              { path: aliasPaths.terms, lazy: terms },
              { path: '*', lazy: notFound },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
