import type { ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../lib/api-client.ts';
import { LOGIN_PATH } from '../lib/paths.ts';
import { useLiveUpdates } from '../lib/live-updates.ts';
import { useLogout, useSessionUser } from '../lib/session.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs.tsx';

export interface DashboardTab {
  /** Internal tab name of the spec (e.g. 'new-request'); also the ?tab= value, so tabs can be linked. */
  value: string;
  label: string;
  content: ReactNode;
}

interface DashboardShellProps {
  title: string;
  badge?: string;
  tabs: readonly DashboardTab[];
  defaultTab: string;
  /** Further header buttons next to 'Abmelden'. */
  actions?: ReactNode;
  /** Shown between the header and the tabs (admin statistics strip, seller summary cards). */
  summary?: ReactNode;
}

/** Header (title, signed-in e-mail, 'Abmelden') and tab bar shared by the three dashboards. */
export function DashboardShell({ title, badge, tabs, defaultTab, actions, summary }: DashboardShellProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const logout = useLogout();
  // Issue 15: buyers' and sellers' lists follow the marketplace live (admins are not subscribed).
  useLiveUpdates(user.role !== 'admin');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab = tabs.some((tab) => tab.value === requested) && requested ? requested : defaultTab;

  async function handleLogout() {
    try {
      await logout.mutateAsync();
      toast.success(t('auth.logout.success'));
      void navigate(LOGIN_PATH[user.role], { replace: true });
    } catch (error) {
      toast.error(t('auth.logout.failed'), {
        description: isApiError(error) ? error.message : t('errors.unexpected'),
      });
    }
  }

  function selectTab(value: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 border-b border-border pb-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            {badge ? <Badge>{badge}</Badge> : null}
          </div>
          <p className="mt-1 truncate text-sm text-muted-foreground">
            {t('dashboard.signedInAs', { email: user.email })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button variant="outline" onClick={() => void handleLogout()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            {logout.isPending ? t('auth.logout.pending') : t('auth.logout')}
          </Button>
        </div>
      </div>
      {summary}

      <Tabs value={activeTab} onValueChange={selectTab} className="mt-6">
        <TabsList aria-label={t('dashboard.tabsLabel')}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
