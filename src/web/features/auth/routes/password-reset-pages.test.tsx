import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi, submitForm } from '#web/test/render.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

describe('Passwort vergessen', () => {
  it("shows the spec's message for an empty or wrong e-mail and sends nothing", async () => {
    const fetchMock = answerApi({ status: 200, body: { ok: true } });
    await renderUi(<ForgotPasswordPage />);
    submitForm('Link senden');
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    await userEvent.setup().type(screen.getByLabelText(/E-Mail-Adresse/), 'kein-at');
    submitForm('Link senden');
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button while sending, then says the mail is on its way', async () => {
    answerApi('pending');
    const first = await renderUi(<ForgotPasswordPage />);
    await userEvent.setup().type(screen.getByLabelText(/E-Mail-Adresse/), 'erika@example.test');
    submitForm('Link senden');
    const busy = await screen.findByRole('button', { name: 'Wird gesendet …' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    answerApi({ status: 200, body: { ok: true } });
    await renderUi(<ForgotPasswordPage />);
    await userEvent.setup().type(screen.getByLabelText(/E-Mail-Adresse/), 'erika@example.test');
    submitForm('Link senden');
    expect(await screen.findByText('E-Mail gesendet')).toBeTruthy();
  });
});

describe('Passwort zurücksetzen', () => {
  it('says the new password is too short and the confirmation differs, and sends nothing', async () => {
    const fetchMock = answerApi({ status: 200, body: { ok: true } });
    await renderUi(<ResetPasswordPage token="t0ken" />);
    const user = userEvent.setup();
    await user.type(screen.getAllByLabelText(/Passwort/)[0]!, 'abc');
    submitForm('Passwort speichern');
    expect(await screen.findByText('Das Passwort muss mindestens 10 Zeichen lang sein')).toBeTruthy();
    expect(screen.getByText('Die Passwörter stimmen nicht überein')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button while saving and sends the token with the password', async () => {
    const fetchMock = answerApi('pending');
    await renderUi(<ResetPasswordPage token="t0ken" />);
    const user = userEvent.setup();
    const [password, confirm] = screen.getAllByLabelText(/Passwort/);
    await user.type(password!, 'geheim-Ventil-456');
    await user.type(confirm!, 'geheim-Ventil-456');
    submitForm('Passwort speichern');
    const busy = await screen.findByRole('button', { name: 'Wird gespeichert …' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body));
    expect(body).toEqual({ token: 't0ken', password: 'geheim-Ventil-456', passwordConfirm: 'geheim-Ventil-456' });
  });
});
