import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi, SERVER_ERROR, expectErrorCard } from '#web/test/render.tsx';
import { buyerTexts } from './buyer-texts.ts';
import { sellerTexts } from './seller-texts.ts';
import { OwnRequestsTab } from './own-requests-tab.tsx';

const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 10 };

describe('buyer dashboard, Anfragen tab', () => {
  it('announces loading while the list is on its way', async () => {
    answerApi('pending');
    await renderUi(<OwnRequestsTab side="buyer" />, { texts: buyerTexts });
    expect((await screen.findByRole('status')).textContent).toContain('Daten werden geladen');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no requests when the list is empty', async () => {
    answerApi({ status: 200, body: EMPTY_PAGE });
    await renderUi(<OwnRequestsTab side="buyer" />, { texts: buyerTexts });
    expect(await screen.findByText('Keine Anfragen gefunden.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the error card with retry when the list fails', async () => {
    answerApi(SERVER_ERROR);
    await renderUi(<OwnRequestsTab side="buyer" />, { texts: buyerTexts });
    await expectErrorCard('Anfragen konnten nicht geladen werden');
  });

  it('asks for the open requests, typed by the shared list query', async () => {
    const fetchMock = answerApi({ status: 200, body: EMPTY_PAGE });
    await renderUi(<OwnRequestsTab side="buyer" />, { texts: buyerTexts });
    await screen.findByText('Keine Anfragen gefunden.');
    // "All" filters and the empty search are left out; the server applies its defaults.
    expect(String(fetchMock.mock.calls[0]![0])).toContain(
      '/buyer/requests?state=open&sort=newest&page=1&pageSize=10',
    );
  });
});

describe("seller dashboard, 'Meine Anfragen' (the same screen, issue 28)", () => {
  it("lists the seller's own requests from the seller's base, with the buyer's texts", async () => {
    const fetchMock = answerApi({ status: 200, body: EMPTY_PAGE });
    await renderUi(<OwnRequestsTab side="seller" />, { texts: sellerTexts });
    expect(await screen.findByText('Keine Anfragen gefunden.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(
      '/seller/my-requests?state=open&sort=newest&page=1&pageSize=10',
    );
  });

  it("opens the offers on a request (?request=…) from the seller's base", async () => {
    const fetchMock = answerApi(SERVER_ERROR);
    await renderUi(<OwnRequestsTab side="seller" />, { texts: sellerTexts, route: '/?request=r-1' });
    await expectErrorCard('kaputt');
    const paths = fetchMock.mock.calls.map(([url]) => String(url));
    expect(paths.some((p) => p.endsWith('/seller/my-requests/r-1/offers'))).toBe(true);
    expect(paths.some((p) => p.includes('/buyer/'))).toBe(false);
  });
});
