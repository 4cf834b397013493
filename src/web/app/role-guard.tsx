import { useEffect } from 'react';
import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useNavigate } from 'react-router';
import { ACCESS_REDIRECT_DELAY_MS, type Role } from '#shared/constants.ts';
import { ErrorCard } from '#web/components/error-card.tsx';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LOGIN_PATH } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';

/**
 * Mirrors the server's role check for a group of routes (spec 1 §6, spec 2 §2): skeleton while
 * checking, no session → the role's login at once, wrong role → 'Zugriff verweigert', then the
 * login after 2 s; a later check that fails keeps the page. The server still enforces every right; this only spares a useless screen.
 */
export function RoleGuard({ role }: { role: Role }) {
  const { t } = useTranslation();
  const session = useSession();

  if (session.isPending) {
    return <PageSkeleton label={role === 'admin' ? t('guard.checkingAdmin') : t('guard.checking')} />;
  }
  // Only a first check that failed has nothing to show. A later background check that fails (a
  // busy server) keeps the page: tearing it down would throw away what the user typed.
  if (session.isError && !session.data) {
    return (
      <div className="px-4 py-16">
        <ErrorCard onRetry={() => void session.refetch()} description={t('guard.sessionFailed')} />
      </div>
    );
  }
  const user = session.data?.user;
  if (!user) return <Navigate to={LOGIN_PATH[role]} replace />;
  if (user.role !== role) return <AccessDenied role={role} />;
  return <Outlet />;
}

function AccessDenied({ role }: { role: Role }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginPath = LOGIN_PATH[role];
  const messageKey = `guard.denied.${role}` as const;
  usePageMeta(t('guard.deniedTitle'), t(messageKey));

  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate(loginPath, { replace: true }),
      ACCESS_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, loginPath]);

  return (
    <div className="px-4 py-16">
      <Card role="alert" className="mx-auto w-full max-w-lg">
        <CardHeader>
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-destructive-soft text-destructive">
              <ShieldX className="size-5" aria-hidden="true" />
            </span>
            <CardTitle as="h1">{t('guard.deniedTitle')}</CardTitle>
          </div>
          <CardDescription className="text-base text-foreground">{t(messageKey)}</CardDescription>
          <p className="text-sm text-muted-foreground">{t('guard.redirecting')}</p>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to={loginPath} replace>
              {t('guard.toLogin')}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
