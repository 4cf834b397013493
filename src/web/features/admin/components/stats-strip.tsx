import { useTranslation } from 'react-i18next';
import { useAdminStats } from '../api/sellers.ts';

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
      <p role="alert" className="mt-6 text-sm text-destructive">
        {t('admin.stats.failed')}
      </p>
    );
  }
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
      {items.map(([key, value]) => (
        <div key={key} className="rounded-lg border border-border bg-card p-3">
          <dt className="text-xs text-muted-foreground">{t(key)}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
