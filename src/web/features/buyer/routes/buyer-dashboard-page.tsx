import { useTranslation } from 'react-i18next';
import { MAX_PHOTOS_PER_REQUEST } from '#shared/constants.ts';
import { DashboardSection, DashboardShell, type DashboardTab } from '../../../components/dashboard-shell.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

/** Spec 1 §2 buyer dashboard: Anfragen, Bestellungen, Neue Anfrage, Profil, Unternehmen. */
export function BuyerDashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.buyer.title'));
  const tabs: DashboardTab[] = [
    { value: 'requests', label: t('dashboard.tab.requests'), text: t('dashboard.buyer.requests.text') },
    { value: 'orders', label: t('dashboard.tab.orders'), text: t('dashboard.buyer.orders.text') },
    {
      value: 'new-request',
      label: t('dashboard.tab.newRequest'),
      text: t('dashboard.buyer.newRequest.text', { count: MAX_PHOTOS_PER_REQUEST }),
    },
    { value: 'profile', label: t('dashboard.tab.profile'), text: t('dashboard.buyer.profile.text') },
    { value: 'company', label: t('dashboard.tab.company'), text: t('dashboard.buyer.company.text') },
  ].map((tab) => ({ ...tab, content: <DashboardSection title={tab.label} text={tab.text} /> }));

  return <DashboardShell title={t('dashboard.buyer.title')} tabs={tabs} defaultTab="requests" />;
}
