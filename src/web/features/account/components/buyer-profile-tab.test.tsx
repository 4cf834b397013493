import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUYER_PROFILE } from '#web/test/fixtures.ts';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { ProfileTab } from './buyer-profile-tab.tsx';

const PROFILE = BUYER_PROFILE;

/** happy-dom applies the browser's own `required` check on a click although the form says noValidate. */
const send = (name: string) => fireEvent.submit(screen.getByRole('button', { name }).closest('form')!);
const calls = (fetchMock: ReturnType<typeof answerApi>, path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).endsWith(path) && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

describe('buyer Profil tab', () => {
  it('shows a skeleton while loading and the error card with retry when loading fails', async () => {
    answerApi('pending');
    const first = await renderUi(<ProfileTab />, { texts: buyerTexts });
    expect(screen.queryByLabelText(/Vorname/)).toBeNull();
    first.unmount();
    answerApi({ status: 500, body: { code: 'INTERNAL', message: 'kaputt' } });
    await renderUi(<ProfileTab />, { texts: buyerTexts });
    expect((await screen.findByRole('alert')).textContent).toContain('Profil konnte nicht geladen werden');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it("shows the spec's message for an emptied first name and a bad phone, and saves nothing", async () => {
    const fetchMock = answerApi({ status: 200, body: PROFILE });
    await renderUi(<ProfileTab />, { texts: buyerTexts });
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText(/Vorname/);
    expect((firstName as HTMLInputElement).value).toBe('Erika');
    await user.clear(firstName);
    await user.clear(screen.getByLabelText(/Telefon/));
    await user.type(screen.getByLabelText(/Telefon/), 'abc');
    send('Speichern');
    expect(await screen.findByText('Bitte geben Sie Ihren Vornamen ein')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine gültige Telefonnummer ein')).toBeTruthy();
    expect(calls(fetchMock, '/buyer/profile', 'PATCH')).toHaveLength(0);
  });

  it('sends the changed personal data', async () => {
    const fetchMock = answerApi({ status: 200, body: PROFILE });
    await renderUi(<ProfileTab />, { texts: buyerTexts });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Position/), 'Einkauf');
    send('Speichern');
    await waitFor(() => expect(calls(fetchMock, '/buyer/profile', 'PATCH')).toHaveLength(1));
    const body = JSON.parse(String((calls(fetchMock, '/buyer/profile', 'PATCH')[0]![1] as RequestInit).body));
    expect(body).toMatchObject({ firstName: 'Erika', lastName: 'Muster', position: 'Einkauf' });
  });

  it('leads to the Sicherheit tab for the password instead of a second password form (decision 080)', async () => {
    answerApi({ status: 200, body: PROFILE });
    await renderUi(<ProfileTab />, { texts: buyerTexts });
    const link = await screen.findByRole('link', { name: 'Sicherheit öffnen' });
    expect(link.getAttribute('href')).toBe('/buyer-dashboard?tab=security');
    expect(screen.queryByLabelText(/Aktuelles Passwort/)).toBeNull();
  });
});
