import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BuyerChartMonth } from '#shared/charts/schema.ts';
import { answerApi, renderUi, SERVER_ERROR } from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { ChartsTab } from './buyer-charts-tab.tsx';

const month = (m: string, v: Partial<BuyerChartMonth>): BuyerChartMonth => ({
  month: m,
  orders: 0,
  spendCents: 0,
  savingsCents: 0,
  requests: 0,
  offers: 0,
  offersPerRequest: null,
  ...v,
});
const MONTHS = [
  month('2026-09', {
    orders: 2,
    spendCents: 48_790,
    savingsCents: 5_000,
    requests: 3,
    offers: 4,
    offersPerRequest: 4 / 3,
  }),
  month('2026-10', {}),
  month('2026-11', {
    orders: 1,
    spendCents: 17_850,
    savingsCents: -2_500,
    requests: 3,
    offers: 5,
    offersPerRequest: 5 / 3,
  }),
];

describe('buyer ChartsTab', () => {
  it('draws spend, offers per request and savings with tables in German formats', async () => {
    answerApi(() => ({ status: 200, body: { months: MONTHS } }));
    await renderUi(<ChartsTab />, { texts: buyerTexts });
    const charts = await screen.findAllByRole('img');
    expect(charts).toHaveLength(3);
    expect(charts[0]!.getAttribute('aria-label')).toContain('Säulendiagramm über 3 Monate');
    expect(screen.getByText(/Im Zeitraum: 3 Bestellungen für 666,40\s€, Ersparnis 25,00\s€/)).toBeTruthy();

    const spend = screen.getByRole('figure', { name: 'Ausgaben pro Monat (brutto)' });
    expect(within(spend).getAllByRole('row')[1]!.textContent?.replace(/\s/g, ' ')).toBe(
      'September 2026487,90 €Bestellungen: 2',
    );
    const offers = screen.getByRole('figure', { name: 'Angebote pro Anfrage' });
    expect(
      within(offers)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      // Month, value (one decimal), note.
      'September 2026' + '1,3' + '4 Angebote auf 3 Anfragen',
      'Oktober 2026' + '–' + 'keine Anfragen',
      'November 2026' + '1,7' + '5 Angebote auf 3 Anfragen',
    ]);
    // A surcharge against the average is a bar below the zero line, in the warning colour.
    const savings = screen.getByRole('figure', {
      name: 'Ersparnis gegenüber dem Durchschnittsangebot (netto)',
    });
    expect(savings.querySelectorAll('rect')).toHaveLength(2);
    expect(savings.querySelectorAll('rect.fill-destructive')).toHaveLength(1);
    expect(within(savings).getAllByRole('row')[3]!.textContent?.replace(/\s/g, ' ')).toBe(
      'November 2026-25,00 €',
    );
  });

  it('asks again for the chosen period and says so when the figures fail', async () => {
    const fetchMock = answerApi(() => ({ status: 200, body: { months: MONTHS } }));
    await renderUi(<ChartsTab />, { texts: buyerTexts });
    await screen.findAllByRole('img');
    await userEvent.setup().selectOptions(screen.getByLabelText('Zeitraum'), 'Letzte 6 Monate');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/buyer/charts?months=6'))).toBe(true),
    );
  });

  it('says so when the figures cannot be loaded', async () => {
    answerApi(() => SERVER_ERROR);
    await renderUi(<ChartsTab />, { texts: buyerTexts });
    expect((await screen.findByRole('alert')).textContent).toBe('Die Zahlen konnten nicht geladen werden');
  });
});
