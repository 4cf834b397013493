import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { PasswordCard } from './password-card.tsx';

/** happy-dom applies the browser's own `required` check on a click although the form says noValidate. */
const send = (name: string) => fireEvent.submit(screen.getByRole('button', { name }).closest('form')!);
const calls = (fetchMock: ReturnType<typeof answerApi>, path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).endsWith(path) && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

describe('PasswordCard (the Sicherheit tab of every role)', () => {
  it('names every missing field at once and sends nothing', async () => {
    const fetchMock = answerApi({ status: 200, body: { ok: true } });
    await renderUi(<PasswordCard />, { texts: buyerTexts });
    send('Passwort ändern');
    expect(await screen.findByText('Bitte geben Sie Ihr aktuelles Passwort ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie ein neues Passwort ein.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the new password is too short or the confirmation differs, while the current one is still empty', async () => {
    answerApi({ status: 200, body: { ok: true } });
    await renderUi(<PasswordCard />, { texts: buyerTexts });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Neues Passwort\b(?! bestätigen)/), 'abc');
    await user.type(screen.getByLabelText(/Neues Passwort bestätigen/), 'abd');
    send('Passwort ändern');
    expect(await screen.findByText('Das neue Passwort muss mindestens 10 Zeichen lang sein.')).toBeTruthy();
    expect(screen.getByText('Die neuen Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihr aktuelles Passwort ein.')).toBeTruthy();
  });

  it('disables the button while the change is on its way and sends the three fields', async () => {
    const fetchMock = answerApi('pending');
    await renderUi(<PasswordCard />, { texts: buyerTexts });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Aktuelles Passwort/), 'geheim123');
    await user.type(screen.getByLabelText(/^Neues Passwort\b(?! bestätigen)/), 'geheim-Ventil-456');
    await user.type(screen.getByLabelText(/Neues Passwort bestätigen/), 'geheim-Ventil-456');
    send('Passwort ändern');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Passwort ändern' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    const body = JSON.parse(
      String((calls(fetchMock, '/auth/change-password', 'POST')[0]![1] as RequestInit).body),
    );
    expect(body).toEqual({
      currentPassword: 'geheim123',
      newPassword: 'geheim-Ventil-456',
      newPasswordConfirm: 'geheim-Ventil-456',
    });
  });
});
