import { useTranslation } from 'react-i18next';
import { DashboardSection, DashboardShell, type DashboardTab } from '../../../components/dashboard-shell.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

/** Spec 1 §2 seller dashboard tabs: requests, orders, new-request, my-requests, my-orders, settings. */
export function SellerDashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.seller.title'));
  const tabs: DashboardTab[] = [
    { value: 'requests', label: t('dashboard.tab.requests'), text: t('dashboard.seller.requests.text') },
    { value: 'orders', label: t('dashboard.tab.orders'), text: t('dashboard.seller.orders.text') },
    {
      value: 'new-request',
      label: t('dashboard.tab.newRequest'),
      text: t('dashboard.seller.newRequest.text'),
    },
    {
      value: 'my-requests',
      label: t('dashboard.tab.myRequests'),
      text: t('dashboard.seller.myRequests.text'),
    },
    { value: 'my-orders', label: t('dashboard.tab.myOrders'), text: t('dashboard.seller.myOrders.text') },
    { value: 'settings', label: t('dashboard.tab.settings'), text: t('dashboard.seller.settings.text') },
  ].map((tab) => ({ ...tab, content: <DashboardSection title={tab.label} text={tab.text} /> }));

  return <DashboardShell title={t('dashboard.seller.title')} tabs={tabs} defaultTab="requests" />;
}
