import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi, type Answer } from '#web/test/render.tsx';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { RequestsTab } from './market-tab.tsx';

const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 20 };
const PROFILE_WITHOUT_BRANDS = { brandIds: [] };

/** The profile answers at once; the request list answers as the test says. */
function api(requests: Answer) {
  return answerApi((path) =>
    path.startsWith('/seller/profile') ? { status: 200, body: PROFILE_WITHOUT_BRANDS } : requests,
  );
}

describe('seller dashboard, Anfragen tab', () => {
  it('shows placeholders and a busy refresh button while the list is on its way', async () => {
    api('pending');
    await renderUi(<RequestsTab />, { texts: sellerTexts });
    const refresh = await screen.findByRole('button', { name: /Aktualisieren/ });
    expect((refresh as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Keine Anfragen gefunden')).toBeNull();
    expect(screen.queryByText('Anfragedaten konnten nicht geladen werden')).toBeNull();
  });

  it('says there are no requests when none is relevant, and points to the brand settings', async () => {
    api({ status: 200, body: EMPTY_PAGE });
    await renderUi(<RequestsTab />, { texts: sellerTexts });
    expect(await screen.findByText('Keine Anfragen gefunden')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('note')).toBeTruthy());
  });

  it('shows the error card with retry when the list fails', async () => {
    api({ status: 500, body: { code: 'INTERNAL', message: 'kaputt' } });
    await renderUi(<RequestsTab />, { texts: sellerTexts });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Anfragedaten konnten nicht geladen werden');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
