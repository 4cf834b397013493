import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminChartWeek } from '#shared/charts/schema.ts';
import { answerApi, renderUi } from '#web/test/render.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { ChartsTab } from './charts-tab.tsx';

const week = (weekStart: string, w: Partial<AdminChartWeek>): AdminChartWeek => ({
  weekStart,
  requests: 0,
  offers: 0,
  orders: 0,
  twoOfferShare: null,
  medianFirstOfferMinutes: null,
  widened: 0,
  declines: 0,
  revenueCents: 0,
  ...w,
});
const WEEKS = [
  week('2026-11-16', {
    requests: 3,
    offers: 3,
    orders: 1,
    twoOfferShare: 1 / 3,
    medianFirstOfferMinutes: 60,
    widened: 1,
    declines: 2,
    revenueCents: 4_995,
  }),
  week('2026-11-23', {
    requests: 1200,
    offers: 2500,
    orders: 300,
    twoOfferShare: 0.5,
    revenueCents: 1_498_500,
  }),
];

describe('admin ChartsTab', () => {
  it('draws the nine charts with tables in German formats, the funnel with shares of the signups', async () => {
    answerApi(() => ({ status: 200, body: { weeks: WEEKS, funnel: { signedUp: 8, approved: 6, paid: 2 } } }));
    await renderUi(<ChartsTab />, { texts: adminTexts });
    const charts = await screen.findAllByRole('img');
    expect(charts).toHaveLength(9);
    expect(
      screen.getByText(
        /Im Zeitraum: 1\.203 Anfragen, 2\.503 Angebote, 301 Bestellungen, Umsatz 15\.034,95\s€/,
      ),
    ).toBeTruthy();

    const requests = screen.getByRole('figure', { name: 'Anfragen pro Woche' });
    expect(within(requests).getAllByRole('row')[2]!.textContent).toBe('KW 48 (ab 23.11.2026)1.200');
    const revenue = screen.getByRole('figure', { name: 'Umsatz aus Verkäufergebühren (netto)' });
    expect(within(revenue).getAllByRole('row')[1]!.textContent?.replace(/\s/g, ' ')).toBe(
      'KW 47 (ab 16.11.2026)49,95 €',
    );
    const widened = screen.getByRole('figure', { name: 'Erweiterte Anfragen (weitere Ringe)' });
    expect(within(widened).getAllByRole('row')[1]!.textContent).toBe('KW 47 (ab 16.11.2026)1');

    const funnel = screen.getByRole('figure', { name: 'Verkäufer: von der Registrierung bis zur Zahlung' });
    expect(
      within(funnel)
        .getAllByRole('row')
        .map((r) => r.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'SchrittVerkäufer',
      'Registriert8100 % der Registrierten',
      'Freigegeben675 % der Registrierten',
      'Bezahlt225 % der Registrierten',
    ]);
  });
});
