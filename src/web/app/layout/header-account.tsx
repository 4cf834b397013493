import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionAccount } from '#shared/auth/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DASHBOARD_PATH } from '#web/lib/paths.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useSession } from '#web/lib/session.ts';
import { removeStorage, writeStorage } from '#web/lib/storage.ts';
import { AccountMenu } from './account-menu.tsx';
import { SIGNED_IN_HINT_KEY } from './signed-in-hint.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** What the header's right side shows: the visitors' links, an empty slot, or the account. */
export type AccountArea = 'guest' | 'pending' | 'signed-in';

interface HeaderAccountProps {
  /** What the header shows now (it shows the visitors' links itself, see site-header.tsx). */
  area: AccountArea;
  /** Told what to show once the session is known. */
  onArea: (area: AccountArea) => void;
  /** Shown while the session is read and a session is likely. */
  pendingSlot: ReactNode;
}

/**
 * The header's right side, which depends on the session. A lazy chunk: the header sits outside
 * the route providers, and react-query stays out of the landing bundle; it shares the one
 * client (lib/query-client.ts), so logging in or out anywhere updates the header at once.
 */
export function HeaderAccount(props: HeaderAccountProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionArea {...props} />
    </QueryClientProvider>
  );
}

function SessionArea({ area, onArea, pendingSlot }: HeaderAccountProps) {
  const session = useSession();
  const user = session.data?.user ?? null;
  const known = session.isSuccess;

  useEffect(() => {
    if (!known) return;
    if (user) writeStorage(SIGNED_IN_HINT_KEY, '1');
    else removeStorage(SIGNED_IN_HINT_KEY);
  }, [known, user]);

  // Before the browser paints, so the links and the account never show together.
  const settled: AccountArea | undefined = session.isPending ? undefined : user ? 'signed-in' : 'guest';
  useLayoutEffect(() => {
    if (settled && settled !== area) onArea(settled);
  }, [settled, area, onArea]);

  if (user) return <SignedIn user={user} />;
  return area === 'pending' ? pendingSlot : null;
}

/** Signed in: one click back to the dashboard from any page, the language and the account menu. */
function SignedIn({ user }: { user: SessionAccount }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dashboard = DASHBOARD_PATH[user.role];
  return (
    <nav aria-label={t('account.nav')} className="flex items-center gap-1 sm:gap-2">
      {pathname === dashboard ? null : (
        <Button asChild variant="outline" size="sm">
          <Link to={dashboard}>
            <LayoutDashboard aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('account.dashboard')}</span>
          </Link>
        </Button>
      )}
      <LanguageSwitcher compact />
      <AccountMenu user={user} />
    </nav>
  );
}
