import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LiquidityWeek } from '#shared/admin/liquidity.ts';
import { answerApi, renderUi, SERVER_ERROR } from '#web/test/render.tsx';
import { niceTicks } from '#web/components/ui/chart.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { LiquidityTab } from './liquidity-tab.tsx';

const BRAND = { id: '3f1e2d4c-5b6a-4978-8a6b-5c4d3e2f1a0b', name: 'HYDAC', isActive: true };
const week = (weekStart: string, w: Partial<LiquidityWeek>): LiquidityWeek => ({
  weekStart,
  requests: 0,
  withTwoOffers: 0,
  withoutOffer: 0,
  twoOfferShare: null,
  medianFirstOfferMinutes: null,
  declines: 0,
  widened: 0,
  ...w,
});
const WEEKS = [
  week('2026-11-09', {}),
  week('2026-11-16', {
    requests: 3,
    withTwoOffers: 1,
    withoutOffer: 1,
    twoOfferShare: 1 / 3,
    medianFirstOfferMinutes: 90,
    declines: 2,
  }),
  week('2026-11-23', {
    requests: 4,
    withTwoOffers: 3,
    twoOfferShare: 0.75,
    medianFirstOfferMinutes: 300,
    widened: 1,
  }),
];

function answer() {
  return answerApi((path) =>
    path.startsWith('/admin/brands')
      ? { status: 200, body: { items: [BRAND] } }
      : { status: 200, body: { weeks: WEEKS } },
  );
}

describe('LiquidityTab', () => {
  it('draws three labelled charts with their figures as tables, in German formats', async () => {
    answer();
    await renderUi(<LiquidityTab />, { texts: adminTexts });
    const charts = await screen.findAllByRole('img');
    expect(charts).toHaveLength(4);
    expect(charts[0]!.getAttribute('aria-label')).toContain('Säulendiagramm über 3 Wochen');
    expect(screen.getByText('Anfragen im Zeitraum: 7 (3 Wochen)')).toBeTruthy();

    const share = screen.getByRole('figure', { name: 'Anteil der Anfragen mit mindestens zwei Angeboten' });
    // Two bars for the two weeks with requests; the empty week is a gap, not a zero.
    expect(share.querySelectorAll('rect')).toHaveLength(2);
    const rows = within(share).getAllByRole('row');
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      'WocheWert',
      'KW 46 (ab 09.11.2026)–keine Anfragen',
      'KW 47 (ab 16.11.2026)33 %1 von 3, 1 ohne Angebot',
      'KW 48 (ab 23.11.2026)75 %3 von 4, 0 ohne Angebot',
    ]);
    expect(within(share).getByText('Als Tabelle anzeigen').tagName).toBe('SUMMARY');

    const first = screen.getByRole('figure', { name: 'Median bis zum ersten Angebot' });
    expect(first.querySelectorAll('circle')).toHaveLength(2);
    // One unit for the chart: the largest median (5 hours) is over two hours, so all are in hours.
    expect(
      within(first)
        .getAllByRole('row')
        .slice(2)
        .map((r) => r.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['KW 47 (ab 16.11.2026)1,5 Std.', 'KW 48 (ab 23.11.2026)5 Std.']);

    const declines = screen.getByRole('figure', { name: 'Absagen („Kann ich nicht liefern“)' });
    expect(within(declines).getAllByRole('row')[2]!.textContent).toBe('KW 47 (ab 16.11.2026)2');
    // Decision 059: the widened requests of each week (decision 053) have their chart too.
    const widened = screen.getByRole('figure', { name: 'Erweiterte Anfragen (weitere Ringe)' });
    expect(within(widened).getAllByRole('row')[3]!.textContent).toBe('KW 48 (ab 23.11.2026)1');
  });

  it('asks the server again with the chosen brand, urgency and period', async () => {
    const fetchMock = answer();
    await renderUi(<LiquidityTab />, { texts: adminTexts });
    await screen.findAllByRole('img');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Marke'), 'HYDAC');
    await user.selectOptions(screen.getByLabelText('Dringlichkeit'), 'Dringend');
    await user.selectOptions(screen.getByLabelText('Zeitraum'), 'Letzte 26 Wochen');
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(urls.some((u) => u.includes(`weeks=26&brandId=${BRAND.id}&urgency=dringend`))).toBe(true);
    });
  });

  it('says so when the figures cannot be loaded', async () => {
    answerApi((path) =>
      path.startsWith('/admin/brands') ? { status: 200, body: { items: [] } } : SERVER_ERROR,
    );
    await renderUi(<LiquidityTab />, { texts: adminTexts });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Liquiditätszahlen konnten nicht geladen werden',
    );
  });
});

describe('niceTicks', () => {
  it('steps in round numbers from zero, whole numbers for counts, up to a fixed top', () => {
    expect(niceTicks(1, 1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(300)).toEqual([0, 100, 200, 300]);
    expect(niceTicks(2, undefined, true)).toEqual([0, 1, 2]);
    expect(niceTicks(0, undefined, true)).toEqual([0, 1]);
  });

  it('reaches below zero in the same round steps when the data do', () => {
    expect(niceTicks(50, undefined, false, -25)).toEqual([-40, -20, 0, 20, 40, 60]);
    expect(niceTicks(0, undefined, false, -30)).toEqual([-30, -20, -10, 0]);
    expect(niceTicks(120, undefined, false, -10)).toEqual([-50, 0, 50, 100, 150]);
  });
});
