import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { LandingPage } from '#web/features/landing/routes/landing-page.tsx';

const ResetPasswordPage = lazy(() =>
  import('#web/features/auth/routes/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);

/**
 * Spec 1 §2 renders the landing page on /reset-password; DESIGN.md §7 adds the real reset:
 * with ?token=… the set-new-password form is loaded, without a token the landing page shows.
 */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <LandingPage />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ResetPasswordPage token={token} />
    </Suspense>
  );
}
