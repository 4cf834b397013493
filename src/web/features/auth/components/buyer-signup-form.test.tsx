import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { buyerSignupTexts } from '#web/features/auth/buyer-signup-texts.ts';
import { BuyerSignupForm } from './buyer-signup-form.tsx';

const countries = { status: 200, body: { items: [{ id: 'x', code: 'DE', name: 'Deutschland' }] } };

describe('BuyerSignupForm', () => {
  it("shows the spec's messages of the wrong fields while the others are still empty", async () => {
    const fetchMock = answerApi(countries);
    await renderUi(<BuyerSignupForm />, { texts: buyerSignupTexts });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/USt-IdNr/), '12');
    await user.type(screen.getByLabelText(/^Passwort\b(?! bestätigen)/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(
      await screen.findByText('Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789)'),
    ).toBeTruthy();
    expect(screen.getByText('Das Passwort muss mindestens 10 Zeichen lang sein')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihr Unternehmen ein')).toBeTruthy();
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('/signup'))).toBe(true);
  });

  it('says the passwords differ although other fields are still empty', async () => {
    answerApi(countries);
    await renderUi(<BuyerSignupForm />, { texts: buyerSignupTexts });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Passwort\b(?! bestätigen)/), 'geheim123');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'geheim124');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeTruthy();
  });
});

describe('BuyerSignupForm (issue 13)', () => {
  it('requires the acceptance of AGB and privacy notice and offers a country select', async () => {
    answerApi(countries);
    await renderUi(<BuyerSignupForm />, { texts: buyerSignupTexts });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(
      await screen.findByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung'),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Land/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Abweichende Lieferadresse/ })).toHaveProperty(
      'checked',
      false,
    );
  });
});
