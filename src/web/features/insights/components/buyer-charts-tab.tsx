import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BUYER_CHART_DEFAULT_MONTHS,
  BUYER_CHART_MONTH_CHOICES,
  type BuyerChartMonth,
} from '#shared/charts/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Chart, type ChartPoint } from '#web/components/ui/chart.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { formatCount, formatDecimal, formatMoney, formatMoneyWhole, formatMonth } from '#web/lib/format.ts';
import { useBuyerCharts } from '#web/features/insights/api/get-buyer-charts.ts';

/**
 * Issue 35, the buyer's 'Auswertung': spend per month, offers per request and the savings against
 * the average offer, each chart with its table (decision 059). Loaded only when the tab opens.
 */
export function ChartsTab() {
  const { t } = useTranslation();
  const [months, setMonths] = useState<number>(BUYER_CHART_DEFAULT_MONTHS);
  const figures = useBuyerCharts(months);
  const rows = figures.data?.months ?? [];
  const n = rows.length;
  const sum = (pick: (m: BuyerChartMonth) => number) => rows.reduce((s, m) => s + pick(m), 0);

  const points = (value: (m: BuyerChartMonth) => number | null, note?: (m: BuyerChartMonth) => string) =>
    rows.map<ChartPoint>((m) => {
      const point: ChartPoint = {
        label: formatMonth(m.month, 'short'),
        detail: formatMonth(m.month),
        value: value(m),
      };
      if (note) point.note = note(m);
      return point;
    });
  const table = {
    tableLabel: t('charts.showTable'),
    columns: [t('charts.month'), t('charts.value')] as const,
  };
  const summary = (what: string) => t('charts.summary.barMonths', { n, what });

  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('charts.buyer.title')}</h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void figures.refetch()}
          disabled={figures.isFetching}
        >
          {t('charts.refresh')}
        </Button>
      </div>
      <p className="mb-4 max-w-prose text-sm text-muted-foreground">{t('charts.buyer.intro')}</p>
      <label className="mb-4 flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('charts.period')}</span>
        <NativeSelect
          className="w-auto px-2"
          value={months}
          onChange={(e) => setMonths(Number(e.target.value))}
        >
          {BUYER_CHART_MONTH_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t('charts.lastMonths', { n: choice })}
            </option>
          ))}
        </NativeSelect>
      </label>
      {figures.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('charts.failed')}
        </p>
      ) : figures.isPending ? (
        <p className="text-sm text-muted-foreground" aria-busy="true">
          {t('charts.loading')}
        </p>
      ) : (
        <>
          <p className="mb-4 text-sm" aria-live="polite">
            {t('charts.buyer.total', {
              orders: formatCount(sum((m) => m.orders)),
              spend: formatMoney(sum((m) => m.spendCents) / 100),
              savings: formatMoney(sum((m) => m.savingsCents) / 100),
            })}
          </p>
          <div className="grid gap-8 lg:grid-cols-2">
            <Chart
              title={t('charts.buyer.spend.title')}
              summary={summary(t('charts.buyer.spend.what'))}
              formatValue={(v) => formatMoney(v)}
              formatAxis={(v) => formatMoneyWhole(v)}
              integer
              points={points(
                (m) => m.spendCents / 100,
                (m) => t('charts.buyer.spend.note', { n: formatCount(m.orders) }),
              )}
              {...table}
            />
            <Chart
              title={t('charts.buyer.offers.title')}
              summary={summary(t('charts.buyer.offers.what'))}
              formatValue={formatDecimal}
              points={points(
                (m) => m.offersPerRequest,
                (m) =>
                  m.requests === 0
                    ? t('charts.noRequests')
                    : t('charts.buyer.offers.note', {
                        offers: formatCount(m.offers),
                        requests: formatCount(m.requests),
                      }),
              )}
              {...table}
            />
            <Chart
              title={t('charts.buyer.savings.title')}
              summary={summary(t('charts.buyer.savings.what'))}
              formatValue={(v) => formatMoney(v)}
              formatAxis={(v) => formatMoneyWhole(v)}
              integer
              points={points((m) => (m.orders === 0 ? null : m.savingsCents / 100))}
              {...table}
            />
          </div>
        </>
      )}
    </section>
  );
}
