import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SellerPerformance } from '#shared/seller-performance/schema.ts';
import { answerApi, renderUi, SERVER_ERROR } from '#web/test/render.tsx';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import PerformanceTab from './performance-tab.tsx';

/** Issue 35 (decisions 058, 069): the seller's 'Leistung' tab — figures, marks, four charts with tables. */
const FIGURES: SellerPerformance = {
  summary: {
    offers: 1234,
    wins: 310,
    winShare: 0.25,
    medianResponseMinutes: 95,
    orders: 300,
    confirmedOnTimeShare: 0.9,
    shippedOnTimeShare: 0.95,
    cancelledBySeller: 2,
    marks: [
      { kind: 'response', hours: 2 },
      { kind: 'onTime', percent: 95 },
    ],
  },
  weeks: [
    { weekStart: '2026-11-09', offers: 12, wins: 3, gapPercent: 14, medianResponseMinutes: 80 },
    { weekStart: '2026-11-16', offers: 0, wins: 0, gapPercent: null, medianResponseMinutes: null },
    { weekStart: '2026-11-23', offers: 7, wins: 2, gapPercent: -3, medianResponseMinutes: 130 },
  ],
};

function api(answer: Parameters<typeof answerApi>[0]) {
  return answerApi(answer);
}

describe("seller dashboard, 'Leistung' tab", () => {
  it('shows the stored figures in German number formats, the marks, and four charts with their summaries', async () => {
    const fetchMock = api({ status: 200, body: FIGURES });
    await renderUi(<PerformanceTab />, { texts: sellerTexts });
    const figures = await screen.findByTestId('performance-figures');
    const text = figures.textContent ?? '';
    expect(text).toContain('1.234'); // German thousands
    // Intl's percent and unit use a no-break space in German.
    expect(text).toContain('25\u00a0%');
    expect(text).toContain('95\u00a0%');
    expect(text).toMatch(/Antwortzeit \(Median\)95\sMin\./);
    expect(within(figures).getByText('Von Ihnen storniert')).toBeTruthy();
    // The marks as the buyer sees them on the seller's anonymous offers.
    expect(screen.getByText('antwortet meist innerhalb von 2 Stunden')).toBeTruthy();
    expect(screen.getByText('95 % pünktlich versandt')).toBeTruthy();
    // Four charts, each an image with its summary sentence.
    const charts = screen.getAllByRole('img');
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Balkendiagramm: Ihre Angebote je Woche der letzten 3 Wochen.',
      'Balkendiagramm: wie viele Ihrer Angebote je Woche der letzten 3 Wochen ausgewählt wurden.',
      expect.stringContaining('Liniendiagramm: wie weit Ihr Gesamtpreis'),
      expect.stringContaining('Liniendiagramm: die mittlere Zeit'),
    ]);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining('/seller/performance?weeks=12'),
    ]);
  });

  it('tells a week below the chosen offer in the table, and asks again for another period', async () => {
    const fetchMock = api({ status: 200, body: FIGURES });
    await renderUi(<PerformanceTab />, { texts: sellerTexts });
    await screen.findByTestId('performance-figures');
    expect(screen.getAllByText('Als Tabelle anzeigen')).toHaveLength(4);
    expect(screen.getByText('3 % unter dem ausgewählten Angebot', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '26' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/seller/performance?weeks=26'))).toBe(
        true,
      ),
    );
  });

  it('says so when there are no marks yet, and shows an alert when the figures fail', async () => {
    api({ status: 200, body: { ...FIGURES, summary: { ...FIGURES.summary, marks: [], winShare: null } } });
    const { unmount } = await renderUi(<PerformanceTab />, { texts: sellerTexts });
    expect(await screen.findByText(/Noch keine\. Ab 10 Angeboten/)).toBeTruthy();
    expect(screen.getByTestId('performance-figures').textContent).toContain('–');
    unmount();
    api(SERVER_ERROR);
    await renderUi(<PerformanceTab />, { texts: sellerTexts });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Zahlen konnten nicht geladen werden.',
    );
  });

  it('labels the price-gap axis in whole, distinct percents when no week has a gap', async () => {
    const weeks = FIGURES.weeks.map((w) => ({ ...w, gapPercent: null }));
    api({ status: 200, body: { ...FIGURES, weeks } });
    await renderUi(<PerformanceTab />, { texts: sellerTexts });
    await screen.findByTestId('performance-figures');
    const gap = screen.getAllByRole('figure')[2]!;
    const ticks = [...gap.querySelectorAll('svg text')]
      .map((n) => n.textContent ?? '')
      .filter((l) => l.includes('%'));
    expect(ticks.length).toBeGreaterThan(1);
    expect(new Set(ticks).size).toBe(ticks.length);
  });
});
