import { createBrowserRouter, type RouteObject } from 'react-router';
import type { Role } from '#shared/constants.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { LandingPage } from '../features/landing/routes/landing-page.tsx';
import { aliasPaths, paths } from '../lib/paths.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { ResetPasswordRoute } from './reset-password-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

// Everything but the landing page is a lazy route, so the entry bundle carries only the landing
// page and the layout (budget: ≤ 150 KB gzip).
const providers = async () => ({ Component: (await import('./providers.tsx')).ProvidersLayout });
const guard = (role: Role) => async () => {
  const { RoleGuard } = await import('./role-guard.tsx');
  return { element: <RoleGuard role={role} /> };
};
const buyerSignup = async () => ({
  Component: (await import('../features/auth/routes/buyer-signup-page.tsx')).BuyerSignupPage,
});
const buyerLogin = async () => ({
  Component: (await import('../features/auth/routes/buyer-login-page.tsx')).BuyerLoginPage,
});
const sellerSignup = async () => ({
  Component: (await import('../features/auth/routes/seller-signup-page.tsx')).SellerSignupPage,
});
const sellerLogin = async () => ({
  Component: (await import('../features/auth/routes/seller-login-page.tsx')).SellerLoginPage,
});
const forgotPassword = async () => ({
  Component: (await import('../features/auth/routes/forgot-password-page.tsx')).ForgotPasswordPage,
});
const adminLogin = async () => ({
  Component: (await import('../features/auth/routes/admin-login-page.tsx')).AdminLoginPage,
});
const buyerDashboard = async () => ({
  Component: (await import('../features/buyer/routes/buyer-dashboard-page.tsx')).BuyerDashboardPage,
});
const sellerDashboard = async () => ({
  Component: (await import('../features/seller/routes/seller-dashboard-page.tsx')).SellerDashboardPage,
});
const adminDashboard = async () => ({
  Component: (await import('../features/admin/routes/admin-dashboard-page.tsx')).AdminDashboardPage,
});
const orderProcessing = async () => ({
  Component: (await import('../features/orders/routes/order-processing-page.tsx')).OrderProcessingPage,
});
const sellerOrderProcessing = async () => ({
  Component: (await import('../features/orders/routes/seller-order-processing-page.tsx'))
    .SellerOrderProcessingPage,
});
const sellerExplanation = async () => ({
  Component: (await import('../features/static-pages/routes/seller-explanation-page.tsx'))
    .SellerExplanationPage,
});
const pricing = async () => ({
  Component: (await import('../features/static-pages/routes/pricing-page.tsx')).PricingPage,
});
const contact = async () => ({
  Component: (await import('../features/static-pages/routes/contact-page.tsx')).ContactPage,
});
const imprint = async () => ({
  Component: (await import('../features/static-pages/routes/imprint-page.tsx')).ImprintPage,
});
const privacy = async () => ({
  Component: (await import('../features/static-pages/routes/privacy-page.tsx')).PrivacyPage,
});
const terms = async () => ({
  Component: (await import('../features/static-pages/routes/terms-page.tsx')).TermsPage,
});
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

              {
                lazy: guard('buyer'),
                children: [
                  { path: paths.buyerDashboard, lazy: buyerDashboard },
                  { path: paths.orderProcessing, lazy: orderProcessing },
                ],
              },
              {
                lazy: guard('seller'),
                children: [
                  { path: paths.sellerDashboard, lazy: sellerDashboard },
                  { path: paths.sellerOrderProcessing, lazy: sellerOrderProcessing },
                ],
              },
              {
                lazy: guard('admin'),
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
