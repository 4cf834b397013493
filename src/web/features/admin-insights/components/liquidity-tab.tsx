import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LIQUIDITY_DEFAULT_WEEKS,
  LIQUIDITY_WEEK_CHOICES,
  type LiquidityWeek,
} from '#shared/admin/liquidity.ts';
import { URGENCIES, type Urgency } from '#shared/constants.ts';
import { Chart, type ChartPoint } from '#web/components/ui/chart.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import {
  durationUnitFor,
  formatCount,
  formatDay,
  formatDuration,
  formatShare,
  isoWeek,
  MINUTES_PER,
} from '#web/lib/format.ts';
import { useAdminBrands } from '#web/features/admin-catalog/index.ts';
import { useLiquidity } from '#web/features/admin-insights/api/liquidity.ts';
import { ListHeader, SelectFilter } from '#web/components/admin/list-parts.tsx';

const URGENCY_KEY = { dringend: 'urgent', hoch: 'high', normal: 'medium', niedrig: 'low' } as const;

/**
 * Issue 30, "Liquidität in Zahlen": per week, the share of requests with at least two offers,
 * the median time to the first offer, the sellers' declines and the requests widened to further
 * rings (decision 053), filtered by brand and urgency.
 */
export function LiquidityTab() {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState<number>(LIQUIDITY_DEFAULT_WEEKS);
  const [brandId, setBrandId] = useState('');
  const [urgency, setUrgency] = useState<Urgency | ''>('');
  const brands = useAdminBrands();
  const figures = useLiquidity({ weeks, brandId: brandId || undefined, urgency: urgency || undefined });
  const rows = figures.data?.weeks ?? [];
  const total = rows.reduce((n, w) => n + w.requests, 0);
  // One unit for the whole median chart (minutes, hours or days), so its axis steps are round.
  const unit = durationUnitFor(Math.max(0, ...rows.map((w) => w.medianFirstOfferMinutes ?? 0)));

  const points = (value: (w: LiquidityWeek) => number | null, note?: (w: LiquidityWeek) => string) =>
    rows.map<ChartPoint>((w) => {
      const point: ChartPoint = {
        label: t('admin.liquidity.weekShort', { week: isoWeek(w.weekStart) }),
        detail: t('admin.liquidity.weekLong', { week: isoWeek(w.weekStart), day: formatDay(w.weekStart) }),
        value: value(w),
      };
      if (note) point.note = note(w);
      return point;
    });
  const table = {
    tableLabel: t('admin.liquidity.showTable'),
    columns: [t('admin.liquidity.week'), t('admin.liquidity.value')] as const,
  };

  return (
    <section>
      <ListHeader
        title={t('admin.liquidity.title')}
        onRefresh={() => void figures.refetch()}
        refreshing={figures.isFetching}
      />
      <p className="mb-4 max-w-prose text-sm text-muted-foreground">{t('admin.liquidity.intro')}</p>
      <div className="mb-4 flex flex-wrap gap-3">
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('admin.liquidity.period')}</span>
          <NativeSelect
            className="w-auto px-2"
            value={weeks}
            onChange={(e) => setWeeks(Number(e.target.value))}
          >
            {LIQUIDITY_WEEK_CHOICES.map((n) => (
              <option key={n} value={n}>
                {t('admin.liquidity.lastWeeks', { n })}
              </option>
            ))}
          </NativeSelect>
        </label>
        <SelectFilter
          label={t('admin.liquidity.brand')}
          value={brandId}
          onChange={setBrandId}
          options={(brands.data?.items ?? []).map((b) => ({ value: b.id, label: b.name }))}
        />
        <SelectFilter
          label={t('admin.requests.urgency')}
          value={urgency}
          onChange={setUrgency}
          options={URGENCIES.map((u) => ({ value: u, label: t(`admin.urgency.${URGENCY_KEY[u]}`) }))}
        />
      </div>
      {figures.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('admin.liquidity.failed')}
        </p>
      ) : figures.isPending ? (
        <p className="text-sm text-muted-foreground" aria-busy="true">
          {t('admin.liquidity.loading')}
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm" aria-live="polite">
            {t('admin.liquidity.total', { n: formatCount(total), weeks: rows.length })}
          </p>
          <div className="grid gap-8 lg:grid-cols-2">
            <Chart
              title={t('admin.liquidity.share.title')}
              summary={t('admin.liquidity.share.summary', { weeks: rows.length })}
              kind="bar"
              max={1}
              formatValue={formatShare}
              points={points(
                (w) => w.twoOfferShare,
                (w) =>
                  w.requests === 0
                    ? t('admin.liquidity.noRequests')
                    : t('admin.liquidity.share.note', {
                        two: formatCount(w.withTwoOffers),
                        n: formatCount(w.requests),
                        none: formatCount(w.withoutOffer),
                      }),
              )}
              {...table}
            />
            <Chart
              title={t('admin.liquidity.first.title')}
              summary={t('admin.liquidity.first.summary', { weeks: rows.length })}
              kind="line"
              formatValue={(v) => formatDuration(v, unit)}
              points={points((w) =>
                w.medianFirstOfferMinutes === null ? null : w.medianFirstOfferMinutes / MINUTES_PER[unit],
              )}
              {...table}
            />
            <Chart
              title={t('admin.liquidity.declines.title')}
              summary={t('admin.liquidity.declines.summary', { weeks: rows.length })}
              kind="bar"
              integer
              formatValue={formatCount}
              points={points((w) => w.declines)}
              {...table}
            />
            <Chart
              title={t('charts.widened.title')}
              summary={t('charts.summary.barWeeks', { n: rows.length, what: t('charts.widened.what') })}
              kind="bar"
              integer
              formatValue={formatCount}
              points={points((w) => w.widened)}
              {...table}
            />
          </div>
        </>
      )}
    </section>
  );
}
