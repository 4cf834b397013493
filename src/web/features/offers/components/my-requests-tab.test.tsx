import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi, SERVER_ERROR, expectErrorCard } from '#web/test/render.tsx';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { MyRequestsTab } from './my-requests-tab.tsx';

describe('seller dashboard, Meine Anfragen tab', () => {
  it('says it is loading while the list is on its way', async () => {
    answerApi('pending');
    await renderUi(<MyRequestsTab />, { texts: sellerTexts });
    expect(await screen.findByText('Wird geladen …')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the seller has no requests yet when the list is empty', async () => {
    answerApi({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 10 } });
    await renderUi(<MyRequestsTab />, { texts: sellerTexts });
    expect(await screen.findByText('Sie haben noch keine Anfragen erstellt.')).toBeTruthy();
  });

  it('shows the error card with retry when the list fails', async () => {
    const fetchMock = answerApi(SERVER_ERROR);
    await renderUi(<MyRequestsTab />, { texts: sellerTexts });
    await expectErrorCard('Daten konnten nicht geladen werden');
    // The one query-string helper builds the list's path.
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/seller/my-requests?page=1&pageSize=10');
  });
});
