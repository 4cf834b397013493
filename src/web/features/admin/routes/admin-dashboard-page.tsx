import { useTranslation } from 'react-i18next';
import { DashboardSection, DashboardShell, type DashboardTab } from '../../../components/dashboard-shell.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

/** Spec 2 §2 main tabs: sellers (default), buyers, requests, offers, orders, admin-management. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.admin.title'));
  const tabs: DashboardTab[] = [
    { value: 'sellers', label: t('dashboard.tab.sellers'), text: t('dashboard.admin.sellers.text') },
    { value: 'buyers', label: t('dashboard.tab.buyers'), text: t('dashboard.admin.buyers.text') },
    { value: 'requests', label: t('dashboard.tab.requests'), text: t('dashboard.admin.requests.text') },
    { value: 'offers', label: t('dashboard.tab.offers'), text: t('dashboard.admin.offers.text') },
    { value: 'orders', label: t('dashboard.tab.orders'), text: t('dashboard.admin.orders.text') },
    {
      value: 'admin-management',
      label: t('dashboard.tab.adminManagement'),
      text: t('dashboard.admin.adminManagement.text'),
    },
  ].map((tab) => ({ ...tab, content: <DashboardSection title={tab.label} text={tab.text} /> }));

  return (
    <DashboardShell
      title={t('dashboard.admin.title')}
      badge={t('dashboard.admin.badge')}
      tabs={tabs}
      defaultTab="sellers"
    />
  );
}
