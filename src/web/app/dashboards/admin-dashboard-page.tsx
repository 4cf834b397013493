import { lazy, Suspense, type ReactNode } from 'react';
import { usePendingSellerCount } from '#web/features/admin-accounts/index.ts';
import { withCount } from '#web/lib/with-count.ts';
import { useTranslation } from 'react-i18next';
import { DashboardShell, type DashboardTab } from '#web/components/dashboard-shell.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { StatsStrip } from '#web/features/admin-insights/index.ts';
import { SecuritySettings, useTwoFactorStatus } from '#web/features/account/index.ts';
import { adminTexts } from './admin-texts.ts';

export { adminTexts as texts };

// Each tab is its own chunk: the admin entry stays small and a tab loads when it is opened. The
// tabs come from the admin's domains (features/admin-accounts, -marketplace, -insights; the
// management tab composes -accounts, -catalog and -content), composed here (issue 28).
const SellersTab = lazy(() =>
  import('#web/features/admin-accounts/components/sellers-tab.tsx').then((m) => ({ default: m.SellersTab })),
);
const BuyersTab = lazy(() =>
  import('#web/features/admin-accounts/components/buyers-tab.tsx').then((m) => ({ default: m.BuyersTab })),
);
const RequestsTab = lazy(() =>
  import('#web/features/admin-marketplace/components/requests-tab.tsx').then((m) => ({
    default: m.RequestsTab,
  })),
);
const OffersTab = lazy(() =>
  import('#web/features/admin-marketplace/components/offers-tab.tsx').then((m) => ({ default: m.OffersTab })),
);
const OrdersTab = lazy(() =>
  import('#web/features/admin-marketplace/components/orders-tab.tsx').then((m) => ({ default: m.OrdersTab })),
);
const InvoicesTab = lazy(() =>
  import('#web/features/admin-insights/components/invoices-tab.tsx').then((m) => ({
    default: m.InvoicesTab,
  })),
);
const LiquidityTab = lazy(() =>
  import('#web/features/admin-insights/components/liquidity-tab.tsx').then((m) => ({
    default: m.LiquidityTab,
  })),
);
const ChartsTab = lazy(() =>
  import('#web/features/admin-insights/components/charts-tab.tsx').then((m) => ({ default: m.ChartsTab })),
);
const ManagementTab = lazy(() =>
  import('./admin-management-tab.tsx').then((m) => ({ default: m.ManagementTab })),
);

export function TabFallback() {
  return (
    <div className="grid gap-2" aria-busy="true">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

const suspended = (node: ReactNode) => <Suspense fallback={<TabFallback />}>{node}</Suspense>;

/** Spec 2 §2: header, statistics strip and the six main tabs (sellers default). */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('dashboard.admin.title'));
  const pendingSellers = usePendingSellerCount();
  // Production admins set up the second factor before anything else (issue 18).
  const twoFactor = useTwoFactorStatus();
  const factorFirst = twoFactor.data?.required === true;
  const tabs: DashboardTab[] = [
    {
      value: 'sellers',
      label: t('dashboard.tab.sellers'),
      content: suspended(<SellersTab mode="approved" />),
    },
    { value: 'buyers', label: t('dashboard.tab.buyers'), content: suspended(<BuyersTab />) },
    { value: 'requests', label: t('dashboard.tab.requests'), content: suspended(<RequestsTab />) },
    { value: 'offers', label: t('dashboard.tab.offers'), content: suspended(<OffersTab />) },
    { value: 'orders', label: t('dashboard.tab.orders'), content: suspended(<OrdersTab />) },
    { value: 'charts', label: t('charts.admin.tab'), content: suspended(<ChartsTab />) },
    { value: 'liquidity', label: t('admin.liquidity.tab'), content: suspended(<LiquidityTab />) },
    { value: 'invoices', label: t('billing.admin.tab'), content: suspended(<InvoicesTab />) },
    {
      value: 'admin-management',
      label: withCount(t('dashboard.tab.adminManagement'), pendingSellers),
      content: suspended(<ManagementTab />),
    },
    { value: 'security', label: t('security.tab'), content: <SecuritySettings password={!factorFirst} /> },
  ];

  if (factorFirst) {
    return (
      <DashboardShell
        title={t('dashboard.admin.title')}
        badge={t('dashboard.admin.badge')}
        tabs={tabs.filter((tab) => tab.value === 'security')}
        defaultTab="security"
      />
    );
  }

  return (
    <DashboardShell
      title={t('dashboard.admin.title')}
      badge={t('dashboard.admin.badge')}
      tabs={tabs}
      defaultTab="sellers"
      summary={<StatsStrip />}
    />
  );
}
