import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { LoginForm } from './login-form.tsx';

const EMAIL_INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse ein';
const PASSWORD_MISSING = 'Bitte geben Sie Ihr Passwort ein';

describe('LoginForm', () => {
  it("shows the spec's message for a wrong e-mail while the password is still empty, and sends nothing", async () => {
    const fetchMock = answerApi({ status: 200, body: {} });
    await renderUi(<LoginForm role="buyer" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-Mail/), 'kein-mail');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(EMAIL_INVALID)).toBeTruthy();
    expect(screen.getByText(PASSWORD_MISSING)).toBeTruthy();
    expect(screen.getByLabelText(/E-Mail/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a message as soon as its field is right, while the other stays', async () => {
    answerApi({ status: 200, body: {} });
    await renderUi(<LoginForm role="buyer" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(EMAIL_INVALID)).toBeTruthy();
    await user.type(screen.getByLabelText(/E-Mail/), 'kaeufer@example.test');
    expect(screen.queryByText(EMAIL_INVALID)).toBeNull();
    expect(screen.getByText(PASSWORD_MISSING)).toBeTruthy();
  });

  it('disables the submit button while the login is on its way', async () => {
    answerApi('pending');
    await renderUi(<LoginForm role="buyer" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-Mail/), 'kaeufer@example.test');
    await user.type(screen.getByLabelText(/Passwort/), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const busy = await screen.findByRole('button', { name: /Anmeldung läuft|Anmelden/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });
});
