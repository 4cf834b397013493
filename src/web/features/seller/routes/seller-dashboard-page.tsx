import { useTranslation } from 'react-i18next';
import { DashboardSection, DashboardShell, type DashboardTab } from '../../../components/dashboard-shell.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { MyOffersDialog } from '../components/my-offers-dialog.tsx';
import { RequestsTab } from '../components/requests-tab.tsx';
import { SettingsTab } from '../components/settings-tab.tsx';
import { SummaryCards } from '../components/summary-cards.tsx';

export { sellerTexts as texts } from '../texts.ts';

/** Spec 1 §2 seller dashboard tabs: requests, orders, new-request, my-requests, my-orders, settings. */
export function SellerDashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.seller.title'));
  // The order tabs and the seller's own requests come with the next increment (after ordering).
  const next = (value: string, label: string, text: string): DashboardTab => ({
    value,
    label,
    content: <DashboardSection title={label} text={text} />,
  });
  const tabs: DashboardTab[] = [
    { value: 'requests', label: t('dashboard.tab.requests'), content: <RequestsTab /> },
    next('orders', t('dashboard.tab.orders'), t('seller.next.orders')),
    next('new-request', t('dashboard.tab.newRequest'), t('seller.next.newRequest')),
    next('my-requests', t('dashboard.tab.myRequests'), t('seller.next.myRequests')),
    next('my-orders', t('dashboard.tab.myOrders'), t('seller.next.myOrders')),
    { value: 'settings', label: t('dashboard.tab.settings'), content: <SettingsTab /> },
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
