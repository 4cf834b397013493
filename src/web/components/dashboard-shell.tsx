import type { ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionUser } from '#web/lib/session.ts';
import { useSignOut } from '#web/lib/use-sign-out.ts';
import { useLiveUpdates } from '#web/lib/live-updates.ts';
import { withParam } from '#web/lib/query-string.ts';
import { Badge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { ScrollableTabsList, Tabs, TabsContent, TabsTrigger } from './ui/tabs.tsx';

export interface DashboardTab {
  /** Internal tab name of the spec (e.g. 'new-request'); also the ?tab= value, so tabs can be linked. */
  value: string;
  label: string;
  content: ReactNode;
  /** A count shown as a badge beside the label (decision 070: pending approvals); 0 shows none. */
  count?: number;
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

/**
 * Compact header (title, signed-in e-mail, 'Abmelden') and tab bar shared by the three dashboards;
 * on a phone the tab bar scrolls sideways and shows that more tabs follow.
 */
export function DashboardShell({ title, badge, tabs, defaultTab, actions, summary }: DashboardShellProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { signOut, pending: signingOut } = useSignOut(user.role);
  // Issue 15: buyers' and sellers' lists follow the marketplace live (admins are not subscribed).
  useLiveUpdates(user.role !== 'admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab = tabs.some((tab) => tab.value === requested) && requested ? requested : defaultTab;

  function selectTab(value: string) {
    setSearchParams((previous) => withParam(previous, 'tab', value), {
      replace: true,
      preventScrollReset: true,
    });
  }

  return (
    <div className="mx-auto w-full max-w-[90rem] px-4 py-4 sm:px-6 sm:py-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border pb-3">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
          <div className="flex items-center gap-2">
            <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h1>
            {badge ? <Badge>{badge}</Badge> : null}
          </div>
          <p className="truncate text-sm text-muted-foreground">
            {t('dashboard.signedInAs', { email: user.email })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button variant="outline" size="sm" onClick={() => void signOut()} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            {signingOut ? t('auth.logout.pending') : t('auth.logout')}
          </Button>
        </div>
      </div>
      {summary}

      <Tabs value={activeTab} onValueChange={selectTab} className="mt-4">
        <ScrollableTabsList aria-label={t('dashboard.tabsLabel')} activeValue={activeTab}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
              {tab.count ? (
                <Badge variant="warning" className="ml-1.5" data-testid={`tab-count-${tab.value}`}>
                  {tab.count}
                </Badge>
              ) : null}
            </TabsTrigger>
          ))}
        </ScrollableTabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
