import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { OrdersTab } from './buyer-orders-tab.tsx';

describe('buyer dashboard, Bestellungen tab', () => {
  it('announces loading while the list is on its way', async () => {
    answerApi('pending');
    await renderUi(<OrdersTab />, { texts: buyerTexts });
    expect((await screen.findByRole('status')).textContent).toContain('Daten werden geladen');
  });

  it('says there are no orders when the list is empty', async () => {
    answerApi({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 10 } });
    await renderUi(<OrdersTab />, { texts: buyerTexts });
    expect(await screen.findByText('Keine Bestellungen gefunden.')).toBeTruthy();
  });

  it('shows the error card with retry when the list fails', async () => {
    answerApi({ status: 500, body: { code: 'INTERNAL', message: 'kaputt' } });
    await renderUi(<OrdersTab />, { texts: buyerTexts });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bestellungen konnten nicht geladen werden',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});

describe('buyer dashboard, Bestellungen filters', () => {
  it('offer search, period and the sort orders, and ask the server again with a chosen one', async () => {
    const fetchMock = answerApi({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 10 } });
    await renderUi(<OrdersTab />, { texts: buyerTexts });
    const sort = (await screen.findByLabelText('Sortierung')) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.value)).toEqual(['newest', 'oldest', 'amount_desc', 'amount_asc']);
    expect(screen.getByLabelText('Zeitraum')).toBeTruthy();
    expect(screen.getByRole('searchbox')).toBeTruthy();
    await userEvent.setup().selectOptions(sort, 'amount_desc');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sort=amount_desc'))).toBe(true),
    );
  });
});
