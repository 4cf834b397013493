import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_CHART_DEFAULT_WEEKS,
  ADMIN_CHART_WEEK_CHOICES,
  type AdminChartWeek,
} from '#shared/charts/schema.ts';
import { Chart, type ChartPoint } from '#web/components/ui/chart.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import {
  durationUnitFor,
  formatCount,
  formatDay,
  formatDuration,
  formatMoney,
  formatMoneyWhole,
  formatShare,
  isoWeek,
  MINUTES_PER,
} from '#web/lib/format.ts';
import { useAdminCharts } from '#web/features/admin-insights/api/charts.ts';
import { ListHeader } from '#web/components/admin/list-parts.tsx';

/**
 * Issue 35, the admin's 'Kennzahlen': requests, offers, orders, liquidity and revenue per week,
 * and the sellers' funnel from signup to payment — each chart with its table (decision 059).
 */
export function ChartsTab() {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState<number>(ADMIN_CHART_DEFAULT_WEEKS);
  const figures = useAdminCharts(weeks);
  const rows = figures.data?.weeks ?? [];
  const funnel = figures.data?.funnel;
  const n = rows.length;
  const sum = (pick: (w: AdminChartWeek) => number) => rows.reduce((s, w) => s + pick(w), 0);
  const unit = durationUnitFor(Math.max(0, ...rows.map((w) => w.medianFirstOfferMinutes ?? 0)));

  const points = (value: (w: AdminChartWeek) => number | null, note?: (w: AdminChartWeek) => string) =>
    rows.map<ChartPoint>((w) => {
      const point: ChartPoint = {
        label: t('charts.weekShort', { week: isoWeek(w.weekStart) }),
        detail: t('charts.weekLong', { week: isoWeek(w.weekStart), day: formatDay(w.weekStart) }),
        value: value(w),
      };
      if (note) point.note = note(w);
      return point;
    });
  const table = {
    tableLabel: t('charts.showTable'),
    columns: [t('charts.week'), t('charts.value')] as const,
  };
  const summary = (key: string, line = false) =>
    t(line ? 'charts.summary.lineWeeks' : 'charts.summary.barWeeks', { n, what: t(key as never) });
  const counts = (key: 'requests' | 'offers' | 'orders') => (
    <Chart
      title={t(`charts.admin.${key}.title`)}
      summary={summary(`charts.admin.${key}.what`)}
      integer
      formatValue={formatCount}
      points={points((w) => w[key])}
      {...table}
    />
  );

  return (
    <section>
      <ListHeader
        title={t('charts.admin.title')}
        onRefresh={() => void figures.refetch()}
        refreshing={figures.isFetching}
      />
      <p className="mb-4 max-w-prose text-sm text-muted-foreground">{t('charts.admin.intro')}</p>
      <label className="mb-4 flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('charts.period')}</span>
        <NativeSelect
          className="w-auto px-2"
          value={weeks}
          onChange={(e) => setWeeks(Number(e.target.value))}
        >
          {ADMIN_CHART_WEEK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t('charts.lastWeeks', { n: choice })}
            </option>
          ))}
        </NativeSelect>
      </label>
      {figures.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('charts.failed')}
        </p>
      ) : figures.isPending || !funnel ? (
        <p className="text-sm text-muted-foreground" aria-busy="true">
          {t('charts.loading')}
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm" aria-live="polite">
            {t('charts.admin.total', {
              requests: formatCount(sum((w) => w.requests)),
              offers: formatCount(sum((w) => w.offers)),
              orders: formatCount(sum((w) => w.orders)),
              revenue: formatMoney(sum((w) => w.revenueCents) / 100),
            })}
          </p>
          <div className="grid gap-8 lg:grid-cols-2">
            {counts('requests')}
            {counts('offers')}
            {counts('orders')}
            <Chart
              title={t('charts.admin.revenue.title')}
              summary={summary('charts.admin.revenue.what')}
              formatValue={(v) => formatMoney(v)}
              formatAxis={(v) => formatMoneyWhole(v)}
              integer
              points={points((w) => w.revenueCents / 100)}
              {...table}
            />
            <Chart
              title={t('charts.admin.share.title')}
              summary={summary('charts.admin.share.what')}
              max={1}
              formatValue={formatShare}
              points={points(
                (w) => w.twoOfferShare,
                (w) =>
                  w.requests === 0
                    ? t('charts.noRequests')
                    : t('charts.admin.share.note', {
                        two: formatCount(Math.round((w.twoOfferShare ?? 0) * w.requests)),
                        n: formatCount(w.requests),
                      }),
              )}
              {...table}
            />
            <Chart
              title={t('charts.admin.first.title')}
              summary={summary('charts.admin.first.what', true)}
              kind="line"
              formatValue={(v) => formatDuration(v, unit)}
              points={points((w) =>
                w.medianFirstOfferMinutes === null ? null : w.medianFirstOfferMinutes / MINUTES_PER[unit],
              )}
              {...table}
            />
            <Chart
              title={t('charts.widened.title')}
              summary={summary('charts.widened.what')}
              integer
              formatValue={formatCount}
              points={points((w) => w.widened)}
              {...table}
            />
            <Chart
              title={t('charts.declines.title')}
              summary={summary('charts.declines.what')}
              integer
              formatValue={formatCount}
              points={points((w) => w.declines)}
              {...table}
            />
            <Chart
              title={t('charts.funnel.title')}
              summary={t('charts.funnel.summary', { n: funnel.signedUp, weeks: n })}
              integer
              formatValue={formatCount}
              points={(['signedUp', 'approved', 'paid'] as const).map((step) => ({
                label: t(`charts.funnel.${step}`),
                value: funnel[step],
                note: t('charts.funnel.note', {
                  share: formatShare(funnel.signedUp > 0 ? funnel[step] / funnel.signedUp : 0),
                }),
              }))}
              tableLabel={t('charts.showTable')}
              columns={[t('charts.funnel.step'), t('charts.funnel.sellers')]}
            />
          </div>
        </>
      )}
    </section>
  );
}
