import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacySettings } from '#web/features/account/components/privacy-settings.tsx';
import { IntegrationsSettings } from '#web/features/integrations/components/integrations-settings.tsx';
import { TeamSettings } from '#web/features/team/components/team-settings.tsx';
import { NotificationSettings } from '#web/features/account/components/notification-settings.tsx';
import { SecuritySettings } from '#web/features/account/index.ts';
import { DashboardShell, type DashboardTab } from '#web/components/dashboard-shell.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { CompanyTab } from '#web/features/account/components/buyer-company-tab.tsx';
import { NewRequestForm } from '#web/features/requests/index.ts';
import { OrdersTab } from '#web/features/orders/components/buyer-orders-tab.tsx';
import { ProfileTab } from '#web/features/account/components/buyer-profile-tab.tsx';
import { OwnRequestsTab } from './own-requests-tab.tsx';
import { ApprovalsTab } from '#web/features/orders/components/approvals-tab.tsx';
import { usePendingApprovalCount } from '#web/features/orders/api/approvals.ts';

export { buyerTexts as texts } from './buyer-texts.ts';

// The charts are their own chunk, loaded when the tab opens (issue 35, decision 059).
const ChartsTab = lazy(() =>
  import('#web/features/insights/components/buyer-charts-tab.tsx').then((m) => ({ default: m.ChartsTab })),
);

/** Spec 1 §2 buyer dashboard: Anfragen, Bestellungen, Neue Anfrage, Profil, Unternehmen. */
export function BuyerDashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.buyer.title'));
  // Decision 070: the badge counts the company's orders that wait for approval.
  const pendingApprovals = usePendingApprovalCount();
  const tabs: DashboardTab[] = [
    { value: 'requests', label: t('dashboard.tab.requests'), content: <OwnRequestsTab side="buyer" /> },
    { value: 'orders', label: t('dashboard.tab.orders'), content: <OrdersTab /> },
    {
      value: 'approvals',
      label: t('approvals.tab'),
      content: <ApprovalsTab />,
      count: pendingApprovals,
    },
    {
      value: 'charts',
      label: t('charts.buyer.tab'),
      content: (
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t('charts.loading')}</p>}>
          <ChartsTab />
        </Suspense>
      ),
    },
    {
      value: 'new-request',
      label: t('dashboard.tab.newRequest'),
      content: <NewRequestForm side="buyer" listTab="requests" />,
    },
    { value: 'profile', label: t('dashboard.tab.profile'), content: <ProfileTab /> },
    { value: 'company', label: t('dashboard.tab.company'), content: <CompanyTab /> },
    // Decision 080: the account's places, the same for buyers and sellers, in the same order.
    { value: 'security', label: t('security.tab'), content: <SecuritySettings /> },
    { value: 'notifications', label: t('notifications.tab'), content: <NotificationSettings role="buyer" /> },
    { value: 'integrations', label: t('integrations.tab'), content: <IntegrationsSettings role="buyer" /> },
    { value: 'team', label: t('team.tab'), content: <TeamSettings party="buyer" /> },
    { value: 'privacy', label: t('privacy.tab'), content: <PrivacySettings /> },
  ];
  return <DashboardShell title={t('dashboard.buyer.title')} tabs={tabs} defaultTab="requests" />;
}
