import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { buyerTexts } from './buyer-texts.ts';
import { RequestsTab } from './own-requests-tab.tsx';

const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 10 };

describe('buyer dashboard, Anfragen tab', () => {
  it('announces loading while the list is on its way', async () => {
    answerApi('pending');
    await renderUi(<RequestsTab />, { texts: buyerTexts });
    expect((await screen.findByRole('status')).textContent).toContain('Daten werden geladen');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says there are no requests when the list is empty', async () => {
    answerApi({ status: 200, body: EMPTY_PAGE });
    await renderUi(<RequestsTab />, { texts: buyerTexts });
    expect(await screen.findByText('Keine Anfragen gefunden.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the error card with retry when the list fails', async () => {
    answerApi({ status: 500, body: { code: 'INTERNAL', message: 'kaputt' } });
    await renderUi(<RequestsTab />, { texts: buyerTexts });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Anfragen konnten nicht geladen werden');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
