import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckoutView } from '#shared/orders/schema.ts';
import { SHIPPING_REQUIRED } from '#shared/orders/schema.ts';
import { renderUi, stubApi } from '../../../test/render.tsx';
import { checkoutTexts } from '../texts.ts';
import { CheckoutForm } from './checkout-form.tsx';

const TERM = {
  id: '7d4b8f2e-3c1a-4e5b-9f6d-2a8c0e1b3d5f',
  name: 'Kauf auf Rechnung (30 Tage)',
  description: null,
  days: 30,
};
const OFFER_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function checkout(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    offerId: OFFER_ID,
    manufacturer: 'HYDAC',
    partNumber: '0160 D 010 BN4HC',
    quantity: 2,
    unitPrice: '100.00',
    price: '100.00',
    shippingCost: '10.00',
    net: '210.00',
    taxAmount: '39.90',
    gross: '249.90',
    vatPercent: 19,
    currency: 'EUR',
    deliveryWeeks: '2',
    validUntil: new Date(Date.now() + 86_400_000).toISOString(),
    warranty: null,
    condition: null,
    expired: false,
    offerPaymentTermsId: null,
    paymentTerms: [TERM],
    billingAddress: null,
    shippingAddress: null,
    ...overrides,
  };
}

const submit = () =>
  screen.getByRole('button', { name: 'Bestellung an Verkäufer übermitteln' }) as HTMLButtonElement;
/** happy-dom applies the browser's own `required` check on a click although the form says noValidate. */
const send = () => fireEvent.submit(submit().closest('form')!);

describe('CheckoutForm (spec 1 §2 order page)', () => {
  it('keeps submit disabled until billing street and payment term are given', async () => {
    stubApi({ status: 201, body: { id: 'x', orderNumber: 'HP-1' } });
    await renderUi(<CheckoutForm checkout={checkout()} side="buyer" />, { texts: checkoutTexts });
    const user = userEvent.setup();
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText(/Straße und Hausnummer/), 'Hauptstraße 1');
    expect(submit().disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText(/Zahlungsbedingung/), TERM.id);
    expect(submit().disabled).toBe(false);
  });

  it('prefills the profile address and sends the order to the side’s orders path', async () => {
    const fetchMock = stubApi({ status: 201, body: { id: 'x', orderNumber: 'HP-1' } });
    const billing = { street: 'Hauptstraße 1', zip: '70173', city: 'Stuttgart', country: 'Deutschland' };
    await renderUi(
      <CheckoutForm
        checkout={checkout({ billingAddress: billing, offerPaymentTermsId: TERM.id })}
        side="buyer"
      />,
      { texts: checkoutTexts },
    );
    expect(submit().disabled).toBe(false);
    // happy-dom does not apply a select's initial value set by react-hook-form; choose it as a user would.
    await userEvent.setup().selectOptions(screen.getByLabelText(/Zahlungsbedingung/), TERM.id);
    send();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/buyer/orders'))).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/buyer/orders'));
    const body = JSON.parse(String((call![1] as RequestInit).body));
    expect(body).toMatchObject({ offerId: OFFER_ID, paymentTermsId: TERM.id, billingAddress: billing });
  });

  it('asks for the shipping address only when a different one is chosen', async () => {
    const fetchMock = stubApi({ status: 201, body: { id: 'x', orderNumber: 'HP-1' } });
    const billing = { street: 'Hauptstraße 1', zip: '70173', city: 'Stuttgart', country: 'Deutschland' };
    await renderUi(
      <CheckoutForm
        checkout={checkout({ billingAddress: billing, offerPaymentTermsId: TERM.id })}
        side="buyer"
      />,
      { texts: checkoutTexts },
    );
    const user = userEvent.setup();
    expect(screen.queryByText('Lieferadresse')).toBeNull();
    await user.click(screen.getByLabelText('Abweichende Lieferadresse'));
    send();
    expect((await screen.findAllByText(SHIPPING_REQUIRED)).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/buyer/orders'))).toBe(false);
  });
});
