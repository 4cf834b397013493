import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacySettings } from '#web/features/account/components/privacy-settings.tsx';
import { IntegrationsSettings } from '#web/features/integrations/components/integrations-settings.tsx';
import { NotificationSettings } from '#web/features/account/components/notification-settings.tsx';
import { TeamSettings } from '#web/features/team/components/team-settings.tsx';
import { SecuritySettings } from '#web/features/account/index.ts';
import { DashboardShell, type DashboardTab } from '#web/components/dashboard-shell.tsx';
import { NewRequestForm } from '#web/features/requests/index.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { MyOffersDialog } from '#web/features/offers/components/my-offers-dialog.tsx';
import { OwnRequestsTab } from './own-requests-tab.tsx';
import { OrdersTab } from '#web/features/orders/components/seller-orders-tab.tsx';
import { RequestsTab } from '#web/features/offers/components/market-tab.tsx';
import { SettingsTab } from './seller-settings-tab.tsx';
import { StockTab } from '#web/features/stock/components/stock-tab.tsx';
import { SummaryCards } from './seller-summary-cards.tsx';

export { sellerTexts as texts } from './seller-texts.ts';

// Issue 35: the charts load with their tab, never with the dashboard's first paint.
const PerformanceTab = lazy(() => import('#web/features/insights/components/performance-tab.tsx'));

/** Spec 1 §2 seller dashboard tabs: requests, orders, new-request, my-requests, my-orders, settings. */
export function SellerDashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.seller.title'));
  const tabs: DashboardTab[] = [
    { value: 'requests', label: t('dashboard.tab.requests'), content: <RequestsTab /> },
    { value: 'orders', label: t('dashboard.tab.orders'), content: <OrdersTab kind="received" /> },
    // Issue 31: the seller's stock list ('Lagerbestand').
    { value: 'stock', label: t('stock.tab'), content: <StockTab /> },
    {
      value: 'performance',
      label: t('performance.tab'),
      content: (
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t('performance.loading')}</p>}>
          <PerformanceTab />
        </Suspense>
      ),
    },
    {
      value: 'new-request',
      label: t('dashboard.tab.newRequest'),
      content: <NewRequestForm side="seller" listTab="my-requests" />,
    },
    { value: 'my-requests', label: t('dashboard.tab.myRequests'), content: <OwnRequestsTab side="seller" /> },
    { value: 'my-orders', label: t('dashboard.tab.myOrders'), content: <OrdersTab kind="placed" /> },
    { value: 'settings', label: t('dashboard.tab.settings'), content: <SettingsTab /> },
    // Decision 080: the account's places, the same for buyers and sellers, in the same order.
    { value: 'security', label: t('security.tab'), content: <SecuritySettings /> },
    {
      value: 'notifications',
      label: t('notifications.tab'),
      content: <NotificationSettings role="seller" />,
    },
    { value: 'integrations', label: t('integrations.tab'), content: <IntegrationsSettings role="seller" /> },
    { value: 'team', label: t('team.tab'), content: <TeamSettings party="seller" /> },
    { value: 'privacy', label: t('privacy.tab'), content: <PrivacySettings /> },
  ];

  return (
    <DashboardShell
      title={t('dashboard.seller.title')}
      tabs={tabs}
      defaultTab="requests"
      actions={<MyOffersDialog />}
      summary={<SummaryCards />}
    />
  );
}
