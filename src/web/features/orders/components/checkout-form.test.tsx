import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckoutView } from '#shared/orders/schema.ts';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { checkoutTexts } from '#web/features/orders/texts.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';

const INVOICE = '00000000-0000-4000-8000-000000000030';
const PREPAY = '00000000-0000-4000-8000-000000000000';
const address = { street: 'Ring 1', city: 'Köln', zip: '50667', country: 'Deutschland' };

const checkout: CheckoutView = {
  offerId: '00000000-0000-4000-8000-0000000000aa',
  manufacturer: 'HYDAC',
  partNumber: 'TN-1',
  quantity: 2,
  unitPrice: '50.00',
  price: '100.00',
  shippingCost: '10.00',
  net: '110.00',
  taxAmount: '20.90',
  gross: '130.90',
  vatPercent: 19,
  vatNote: null,
  vat: { sellerCountry: 'Deutschland', confirmedFor: null, checkStatus: null },
  currency: 'EUR',
  delivery: { unit: 'weeks', amount: 2, days: 14, text: '2 Wochen' },
  validUntil: '2026-12-23',
  warrantyMonths: null,
  condition: null,
  expired: false,
  approvalRequired: false,
  offerPaymentTermsId: INVOICE,
  // The offer's term first, then the seller's other accepted term: nothing else.
  paymentTerms: [
    { id: INVOICE, name: 'Kauf auf Rechnung (30 Tage)', description: null, days: 30 },
    { id: PREPAY, name: 'Vorkasse', description: null, days: 0 },
  ],
  description: 'Originalteil',
  billingAddress: address,
  shippingAddress: { ...address, street: 'Werkstor 2' },
};

const countries = { status: 200, body: { items: [{ id: 'x', code: 'DE', name: 'Deutschland' }] } };

describe('CheckoutForm (issue 13)', () => {
  it("preselects the offer's term, offers only the seller's terms and names the payment method", async () => {
    answerApi(countries);
    await renderUi(<CheckoutForm checkout={checkout} side="buyer" />, { texts: checkoutTexts });
    const select = screen.getByRole('combobox', { name: /^Zahlungsbedingung/ }) as HTMLSelectElement;
    expect(select.value).toBe(INVOICE);
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Kauf auf Rechnung (30 Tage)',
      'Vorkasse',
    ]);
    const summary = screen.getByTestId('payment-summary');
    expect(summary.textContent).toContain('Kauf auf Rechnung');
    await userEvent.setup().selectOptions(select, PREPAY);
    expect(screen.getByTestId('payment-summary').textContent).toContain('Vorkasse');
    expect(screen.getByTestId('payment-summary').textContent).not.toContain('Kauf auf Rechnung');
  });

  it('starts with the shipping address unticked, has a PO reference and requires AGB and privacy', async () => {
    const fetchMock = answerApi(countries);
    await renderUi(<CheckoutForm checkout={checkout} side="buyer" />, { texts: checkoutTexts });
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'Abweichende Lieferadresse' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByLabelText(/^Ihre Bestellreferenz/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Land/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Bestellung an Verkäufer übermitteln/ }));
    expect(
      await screen.findByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('/orders'))).toBe(true);
  });

  it('says a billing field is missing as soon as it is left empty', async () => {
    answerApi(countries);
    await renderUi(<CheckoutForm checkout={checkout} side="buyer" />, { texts: checkoutTexts });
    const user = userEvent.setup();
    const street = screen.getAllByLabelText(/^Straße/)[0]!;
    await user.clear(street);
    await user.tab();
    expect(
      await screen.findByText('Bitte füllen Sie alle Pflichtfelder der Rechnungsadresse aus'),
    ).toBeTruthy();
  });
});

describe('CheckoutSummary: VAT by the rule for the delivery country (issue 32)', () => {
  const austrian: CheckoutView = {
    ...checkout,
    vat: { sellerCountry: 'Deutschland', confirmedFor: 'AT', checkStatus: 'valid' },
  };

  it('shows 0 % and the intra-community note for Austria with a confirmed VAT id', async () => {
    await renderUi(<CheckoutSummary checkout={austrian} deliveryCountry="Österreich" />, {
      texts: checkoutTexts,
    });
    expect(screen.getByText('MwSt. (0 %)')).toBeTruthy();
    expect(screen.getByTestId('checkout-vat-note').textContent).toBe(
      'Steuerfreie innergemeinschaftliche Lieferung (§ 4 Nr. 1b i.V.m. § 6a UStG)',
    );
    // Net and gross are the same: 110,00 €.
    expect(screen.getAllByText('110,00 €', { selector: 'dd' })).toHaveLength(2);
  });

  it('charges 19 % in Germany and when the VAT id is confirmed for another country', async () => {
    await renderUi(<CheckoutSummary checkout={austrian} deliveryCountry="Italien" />, {
      texts: checkoutTexts,
    });
    expect(screen.getByText('MwSt. (19 %)')).toBeTruthy();
    expect(screen.getByTestId('checkout-vat-note').textContent).toMatch(/nicht bestätigt/);
  });

  it('shows the export note for Switzerland', async () => {
    await renderUi(<CheckoutSummary checkout={checkout} deliveryCountry="Schweiz" />, {
      texts: checkoutTexts,
    });
    expect(screen.getByTestId('checkout-vat-note').textContent).toBe(
      'Steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a i.V.m. § 6 UStG)',
    );
  });
});
