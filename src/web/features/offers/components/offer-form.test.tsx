import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SellerRequestView } from '#shared/seller-market/schema.ts';
import { renderUi, answerApi, submitForm, bodiesSent, type Answer } from '#web/test/render.tsx';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { OfferForm } from './offer-form.tsx';
import { germanDatePlusDays } from '#shared/format/german.ts';
import { formatDay } from '#web/lib/format.ts';

const REQUEST: SellerRequestView = {
  id: '3f6c1e2a-8b4d-4c7e-9a1f-5d2b7c9e0a14',
  manufacturer: 'Bosch Rexroth',
  secondPartNumber: null,
  alternativesWelcome: true,
  partNumber: 'A10VSO28',
  description: null,
  quantity: 2,
  urgency: 'normal',
  neededBy: null,
  endsAt: null,
  deliveryRegion: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  photoIds: [],
  myState: 'none',
  myOfferId: null,
};
const TERM = {
  id: '9b2d4f6a-1c3e-4a5b-8d7f-0e2c4a6b8d1f',
  name: '30 Tage netto',
  description: null,
  days: 30,
};
const SUBMIT = 'Angebot absenden';

/** Payment terms and the seller's settings answer at once; the offer answers as the test says. */
function api(offer: Answer = { status: 201, body: { id: 'x' } }) {
  return answerApi((path) => {
    if (path.startsWith('/payment-terms')) return { status: 200, body: { items: [TERM] } };
    if (path.startsWith('/seller/profile')) return { status: 200, body: { paymentTermIds: [TERM.id] } };
    return offer;
  });
}
const send = () => submitForm(SUBMIT);
const posts = (fetchMock: ReturnType<typeof answerApi>) => bodiesSent(fetchMock, '/seller/offers', 'POST');
const renderForm = () =>
  renderUi(<OfferForm request={REQUEST} onBack={vi.fn()} onCreated={vi.fn()} />, { texts: sellerTexts });

describe('seller offer form (spec 1 §2)', () => {
  it("shows the spec's messages for a wrong price while the other fields are still empty, and sends nothing", async () => {
    const fetchMock = api();
    await renderForm();
    await userEvent.setup().type(screen.getByLabelText(/Preis/), 'abc');
    send();
    expect(await screen.findByText('Bitte geben Sie einen gültigen Preis ein')).toBeTruthy();
    // The delivery's own check (decision 043) is the schema's object-level check: zod runs it once
    // the other fields parse, so its message shows once price and confirmation are valid.
    expect(screen.getByText('Bitte bestätigen Sie die Korrektheit Ihres Angebots')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("preselects the seller's payment term, disables the button while sending and sends the offer", async () => {
    const fetchMock = api('pending');
    await renderForm();
    const user = userEvent.setup();
    await waitFor(() =>
      expect((screen.getByLabelText(/Zahlungsbedingung/) as HTMLSelectElement).value).toBe(TERM.id),
    );
    await user.type(screen.getByLabelText(/Preis/), '100');
    await user.type(screen.getByLabelText(/^Lieferzeit/), '2');
    await user.click(screen.getAllByRole('checkbox').at(-1)!);
    send();
    const busy = await screen.findByRole('button', { name: 'Wird gesendet …' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const [body] = posts(fetchMock);
    expect(body).toMatchObject({ requestId: REQUEST.id, paymentTermsId: TERM.id, price: 100 });
  });

  it("warns when the delivery time misses the buyer's 'Benötigt bis' and clears the warning when it fits (issue 31)", async () => {
    api();
    const neededBy = germanDatePlusDays(10);
    await renderUi(<OfferForm request={{ ...REQUEST, neededBy }} onBack={vi.fn()} onCreated={vi.fn()} />, {
      texts: sellerTexts,
    });
    expect(screen.getByTestId('offer-needed-by').textContent).toBe(`Benötigt bis ${formatDay(neededBy)}`);
    const user = userEvent.setup();
    const amount = screen.getByLabelText(/^Lieferzeit/);
    await user.type(amount, '2');
    // Two weeks: 14 days from today, four days after the needed-by day.
    const warning = await screen.findByTestId('offer-late-warning');
    expect(warning.textContent).toContain(formatDay(germanDatePlusDays(14)));
    expect(warning.textContent).toContain('später als benötigt');
    await user.clear(amount);
    await user.type(amount, '1');
    await waitFor(() => expect(screen.queryByTestId('offer-late-warning')).toBeNull());
    await user.selectOptions(screen.getByLabelText('Einheit der Lieferzeit'), 'days');
    await user.clear(amount);
    await user.type(amount, '11');
    expect(await screen.findByTestId('offer-late-warning')).toBeTruthy();
  });

  it("caps 'Gültig bis' at the request's end, refuses a later day and shows where the part goes (issue 34)", async () => {
    const fetchMock = api();
    const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const endDay = germanDatePlusDays(7);
    await renderUi(
      <OfferForm
        request={{ ...REQUEST, endsAt, deliveryRegion: { country: 'AT', postcodeArea: null } }}
        onBack={vi.fn()}
        onCreated={vi.fn()}
      />,
      { texts: sellerTexts },
    );
    const validUntil = screen.getByLabelText(/Gültig bis/) as HTMLInputElement;
    expect(validUntil.value).toBe(endDay);
    expect(validUntil.max).toBe(endDay);
    expect(screen.getByText(`Höchstens bis zum Ende der Anfrage (${formatDay(endDay)}).`)).toBeTruthy();
    expect(screen.getByTestId('request-ends').textContent).toBe(`Anfrage endet am ${formatDay(endsAt)}`);
    expect(screen.getByTestId('request-region').textContent).toBe('Lieferung nach Österreich');
    const user = userEvent.setup();
    await user.clear(validUntil);
    await user.type(validUntil, germanDatePlusDays(8));
    await user.type(screen.getByLabelText(/Preis/), '100');
    await user.type(screen.getByLabelText(/^Lieferzeit/), '2');
    await user.click(screen.getAllByRole('checkbox').at(-1)!);
    send();
    expect(
      await screen.findByText('Das Angebot kann höchstens bis zum Ende der Anfrage gelten'),
    ).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });
});
