import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { sellerSignupTexts } from '#web/features/auth/seller-signup-texts.ts';
import { SellerSignupForm } from './seller-signup-form.tsx';

const countries = { status: 200, body: { items: [{ id: 'x', code: 'DE', name: 'Deutschland' }] } };

describe('SellerSignupForm (issue 13: messages at once)', () => {
  it('says the passwords differ while every other field is still empty', async () => {
    const fetchMock = answerApi(countries);
    await renderUi(<SellerSignupForm />, { texts: sellerSignupTexts });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Passwort\b(?! bestätigen)/), 'geheim123');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'geheim124');
    await user.tab();
    // Shown when the confirmation is left, before any submit.
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Als Verkäufer registrieren' }));
    expect(await screen.findByText('Bitte wählen Sie die Anzahl der Mitarbeiter')).toBeTruthy();
    expect(screen.getByText('Die Passwörter stimmen nicht überein')).toBeTruthy();
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('/signup'))).toBe(true);
  });

  it('requires the acceptance of AGB and privacy notice, with one label E-Mail-Adresse', async () => {
    answerApi(countries);
    await renderUi(<SellerSignupForm />, { texts: sellerSignupTexts });
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^E-Mail-Adresse/)).toBeTruthy();
    const accept = screen.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ });
    expect((accept as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Als Verkäufer registrieren' }));
    expect(
      await screen.findByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung'),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Abweichende Lieferadresse/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByRole('combobox', { name: /^Land/ })).toBeTruthy();
  });

  it('shows a wrong e-mail address as soon as the field is left', async () => {
    answerApi(countries);
    await renderUi(<SellerSignupForm />, { texts: sellerSignupTexts });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'kein-at');
    await user.tab();
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
  });
});

describe('the fee and the term where the seller contracts (issue 34)', () => {
  it('shows 49,95 € net per month, 12 months term and 3 months notice before the acceptance', async () => {
    answerApi({ status: 200, body: { items: [] } });
    await renderUi(<SellerSignupForm />, { texts: sellerSignupTexts });
    const box = await screen.findByTestId('seller-contract');
    expect(box.textContent).toContain('49,95\u00a0€ netto zzgl. MwSt. pro Monat');
    expect(box.textContent).toContain('Vertragslaufzeit 12 Monate, Kündigungsfrist 3 Monate');
    expect(box.textContent).toContain('Die ersten 14 Tage sind kostenlos');
  });
});
