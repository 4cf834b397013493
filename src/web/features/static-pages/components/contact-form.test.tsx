import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi, submitForm } from '#web/test/render.tsx';
import { staticPagesTexts } from '#web/features/static-pages/texts.ts';
import { ContactForm } from './contact-form.tsx';

describe('contact form (spec 2 §2)', () => {
  it("names every missing required field with the spec's message and sends nothing", async () => {
    const fetchMock = answerApi({ status: 200, body: { ok: true } });
    await renderUi(<ContactForm />, { texts: staticPagesTexts });
    submitForm('Nachricht senden');
    expect(await screen.findByText('Bitte geben Sie Ihren Namen ein')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie einen Betreff ein')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine Nachricht ein')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the e-mail is wrong while the other fields are still empty', async () => {
    answerApi({ status: 200, body: { ok: true } });
    await renderUi(<ContactForm />, { texts: staticPagesTexts });
    await userEvent.setup().type(screen.getByLabelText(/E-Mail-Adresse/), 'kein-at');
    submitForm('Nachricht senden');
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    expect(screen.getByLabelText(/Nachricht/).getAttribute('aria-invalid')).toBe('true');
  });

  it('disables the button while the message is on its way and sends the fields', async () => {
    const fetchMock = answerApi('pending');
    await renderUi(<ContactForm />, { texts: staticPagesTexts });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Erika Muster');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'erika@example.test');
    await user.type(screen.getByLabelText(/Betreff/), 'Frage');
    await user.type(screen.getByLabelText(/Nachricht/), 'Wie funktioniert das?');
    submitForm('Nachricht senden');
    const button = await screen.findByRole('button', { name: 'Wird gesendet …' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body));
    expect(body).toMatchObject({ name: 'Erika Muster', email: 'erika@example.test', subject: 'Frage' });
  });
});
