import { useTranslation } from 'react-i18next';
import { useAdminStats } from '#web/features/admin-insights/api/stats.ts';

/** Spec 2 §2: five counts, counted on the server. */
export function StatsStrip() {
  const { t } = useTranslation();
  const stats = useAdminStats();
  const items = [
    ['admin.stats.buyers', stats.data?.buyersCount],
    ['admin.stats.sellers', stats.data?.sellersCount],
    ['admin.stats.verified', stats.data?.verifiedSellersCount],
    ['admin.stats.orders', stats.data?.ordersCount],
    ['admin.stats.requests', stats.data?.requestsCount],
  ] as const;
  if (stats.isError) {
    return (
      <p role="alert" className="mt-4 text-sm text-destructive">
        {t('admin.stats.failed')}
      </p>
    );
  }
  return (
    <dl className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
      {items.map(([key, value]) => (
        <div key={key} className="min-w-0 rounded-lg border border-border bg-card px-2.5 py-2 sm:p-3">
          <dt className="truncate text-xs text-muted-foreground">{t(key)}</dt>
          <dd className="text-lg font-bold tabular-nums sm:text-2xl">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
