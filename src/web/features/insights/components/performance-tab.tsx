import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PERFORMANCE_DEFAULT_WEEKS,
  PERFORMANCE_WEEK_CHOICES,
  type SellerPerformanceWeek,
} from '#shared/seller-performance/schema.ts';
import { Chart, type ChartPoint } from '#web/components/ui/chart.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { PerformanceMarks } from '#web/components/performance-marks.tsx';
import {
  durationUnitFor,
  formatCount,
  formatDay,
  formatDuration,
  formatShare,
  isoWeek,
  MINUTES_PER,
} from '#web/lib/format.ts';
import { useSellerPerformance } from '#web/features/insights/api/performance.ts';

/**
 * Issue 35 (decision 058): the seller's performance — its stored figures and four charts (offers
 * and selected offers per week, the price gap to the chosen offer, the median response time),
 * each with its table. A lazily loaded chunk: the dashboard's first paint does not carry it.
 */
export default function PerformanceTab() {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState<number>(PERFORMANCE_DEFAULT_WEEKS);
  const figures = useSellerPerformance(weeks);
  const rows = figures.data?.weeks ?? [];
  const s = figures.data?.summary;
  const unit = durationUnitFor(Math.max(0, ...rows.map((w) => w.medianResponseMinutes ?? 0)));
  const none = t('performance.none');

  const points = (
    value: (w: SellerPerformanceWeek) => number | null,
    note?: (w: SellerPerformanceWeek) => string | undefined,
  ) =>
    rows.map<ChartPoint>((w) => {
      const point: ChartPoint = {
        label: t('performance.weekShort', { week: isoWeek(w.weekStart) }),
        detail: t('performance.weekLong', { week: isoWeek(w.weekStart), day: formatDay(w.weekStart) }),
        value: value(w),
      };
      const n = note?.(w);
      if (n) point.note = n;
      return point;
    });
  const table = {
    tableLabel: t('performance.showTable'),
    columns: [t('performance.week'), t('performance.value')] as const,
  };
  const cards: [string, string][] = s
    ? [
        [t('performance.offers'), formatCount(s.offers)],
        [t('performance.wins'), formatCount(s.wins)],
        [t('performance.winShare'), s.winShare === null ? none : formatShare(s.winShare)],
        [
          t('performance.medianResponse'),
          s.medianResponseMinutes === null
            ? none
            : formatDuration(
                s.medianResponseMinutes / MINUTES_PER[durationUnitFor(s.medianResponseMinutes)],
                durationUnitFor(s.medianResponseMinutes),
              ),
        ],
        [
          t('performance.confirmedOnTime'),
          s.confirmedOnTimeShare === null ? none : formatShare(s.confirmedOnTimeShare),
        ],
        [
          t('performance.shippedOnTime'),
          s.shippedOnTimeShare === null ? none : formatShare(s.shippedOnTimeShare),
        ],
        [t('performance.cancelledBySeller'), formatCount(s.cancelledBySeller)],
      ]
    : [];

  return (
    <section aria-labelledby="performance-title">
      <h2 id="performance-title" className="text-lg font-semibold">
        {t('performance.title')}
      </h2>
      <p className="mb-4 max-w-prose text-sm text-muted-foreground">{t('performance.intro')}</p>
      <label className="mb-4 flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('performance.period')}</span>
        <NativeSelect
          className="w-auto px-2"
          value={weeks}
          onChange={(e) => setWeeks(Number(e.target.value))}
        >
          {PERFORMANCE_WEEK_CHOICES.map((n) => (
            <option key={n} value={n}>
              {t('performance.lastWeeks', { n })}
            </option>
          ))}
        </NativeSelect>
      </label>
      {figures.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('performance.failed')}
        </p>
      ) : figures.isPending || !s ? (
        <p className="text-sm text-muted-foreground" aria-busy="true">
          {t('performance.loading')}
        </p>
      ) : (
        <>
          <dl
            className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7"
            data-testid="performance-figures"
          >
            {cards.map(([label, value]) => (
              <Card key={label}>
                <CardContent className="p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-lg font-bold">{value}</dd>
                </CardContent>
              </Card>
            ))}
          </dl>
          <div className="mb-6 text-sm">
            <p className="font-medium">{t('performance.marks')}</p>
            {s.marks.length > 0 ? (
              <PerformanceMarks marks={s.marks} className="mt-1 flex flex-wrap gap-x-4 gap-y-1" />
            ) : (
              <p className="text-muted-foreground">{t('performance.noMarks')}</p>
            )}
          </div>
          <div className="grid gap-8 lg:grid-cols-2">
            <Chart
              title={t('performance.offersChart.title')}
              summary={t('performance.offersChart.summary', { weeks: rows.length })}
              kind="bar"
              integer
              formatValue={formatCount}
              points={points((w) => w.offers)}
              {...table}
            />
            <Chart
              title={t('performance.winsChart.title')}
              summary={t('performance.winsChart.summary', { weeks: rows.length })}
              kind="bar"
              integer
              formatValue={formatCount}
              points={points(
                (w) => w.wins,
                (w) =>
                  t('performance.winsChart.note', {
                    wins: formatCount(w.wins),
                    offers: formatCount(w.offers),
                  }),
              )}
              {...table}
            />
            <Chart
              title={t('performance.gapChart.title')}
              summary={t('performance.gapChart.summary', { weeks: rows.length })}
              kind="line"
              // Whole percent: without it an empty period's axis read '0 %, 0 %, 1 %, 1 %'.
              integer
              formatValue={(v) => formatShare(v / 100)}
              // The axis starts at zero: a week below the chosen offer is told in the table.
              points={points(
                (w) => (w.gapPercent === null || w.gapPercent < 0 ? null : w.gapPercent),
                (w) =>
                  w.gapPercent !== null && w.gapPercent < 0
                    ? t('performance.gapChart.below', { percent: formatShare(-w.gapPercent / 100) })
                    : undefined,
              )}
              {...table}
            />
            <Chart
              title={t('performance.responseChart.title')}
              summary={t('performance.responseChart.summary', { weeks: rows.length })}
              kind="line"
              formatValue={(v) => formatDuration(v, unit)}
              points={points((w) =>
                w.medianResponseMinutes === null ? null : w.medianResponseMinutes / MINUTES_PER[unit],
              )}
              {...table}
            />
          </div>
        </>
      )}
    </section>
  );
}
