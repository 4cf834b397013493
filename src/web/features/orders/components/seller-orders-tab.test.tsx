import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi, SERVER_ERROR, expectErrorCard } from '#web/test/render.tsx';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { OrdersTab } from './seller-orders-tab.tsx';

const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 10 };

describe('seller dashboard, Bestellungen and Meine Bestellungen tabs', () => {
  it('says it is loading while the list is on its way', async () => {
    answerApi('pending');
    await renderUi(<OrdersTab kind="received" />, { texts: sellerTexts });
    expect(await screen.findByText('Wird geladen …')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no orders when the list is empty', async () => {
    answerApi({ status: 200, body: EMPTY_PAGE });
    await renderUi(<OrdersTab kind="received" />, { texts: sellerTexts });
    expect(await screen.findByText('Keine Bestellungen gefunden')).toBeTruthy();
    expect(screen.getByTestId('orders-count').textContent).toBe('0 von 0 Bestellungen');
  });

  it('shows the error card with retry, in the words of each tab', async () => {
    answerApi(SERVER_ERROR);
    const first = await renderUi(<OrdersTab kind="received" />, { texts: sellerTexts });
    await expectErrorCard('Bestellungen konnten nicht geladen werden');
    first.unmount();
    await renderUi(<OrdersTab kind="placed" />, { texts: sellerTexts });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Meine Bestellungen konnten nicht geladen werden',
    );
  });
});
