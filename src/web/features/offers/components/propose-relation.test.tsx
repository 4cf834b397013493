import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { SellerRequestView } from '#shared/seller-market/schema.ts';
import { renderUi, answerApi, bodiesSent, submitForm, type Answer } from '#web/test/render.tsx';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { OfferForm } from './offer-form.tsx';

const REQUEST: SellerRequestView = {
  id: '4a7d2f3b-9c5e-4d8f-8b2a-6e3c8d0f1b25',
  manufacturer: 'Bosch Rexroth',
  secondPartNumber: null,
  alternativesWelcome: true,
  partNumber: 'A10VSO 45 DFR1/31R-PPA12N00',
  description: null,
  quantity: 1,
  urgency: 'hoch',
  neededBy: null,
  endsAt: null,
  deliveryRegion: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  photoIds: [],
  myState: 'none',
  myOfferId: null,
};

/** The request's confirmed relations; the proposal answers as the test says. */
function api(proposal: Answer = { status: 201, body: { id: 'x' } }) {
  return answerApi((path) => {
    if (path.startsWith(`/seller/requests/${REQUEST.id}/part-relations`))
      return {
        status: 200,
        body: {
          items: [
            { relation: 'supersededBy', manufacturer: 'Bosch Rexroth', partNumber: 'A10VSO 45 DFR1/32R' },
          ],
        },
      };
    if (path.startsWith('/payment-terms')) return { status: 200, body: { items: [] } };
    if (path.startsWith('/seller/profile')) return { status: 200, body: { paymentTermIds: [] } };
    return proposal;
  });
}
const renderForm = () =>
  renderUi(<OfferForm request={REQUEST} onBack={vi.fn()} onCreated={vi.fn()} />, { texts: sellerTexts });
const proposals = (fetchMock: ReturnType<typeof answerApi>) =>
  bodiesSent(fetchMock, '/seller/part-relations', 'POST');

describe("seller's cross-references beside the request being quoted (issue 30)", () => {
  it('shows the confirmed relations of the request', async () => {
    api();
    await renderForm();
    const known = await screen.findByRole('list', { name: 'Bekannte Querverweise' });
    expect(known.textContent).toBe('ersetzt durch Bosch Rexroth A10VSO 45 DFR1/32R');
  });

  it("proposes 'ersetzt durch' with the request's part prefilled, and refuses an empty number without sending", async () => {
    const fetchMock = api();
    await renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Querverweis vorschlagen' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/Teilenummer \(bisheriges Teil\)/) as HTMLInputElement).value).toBe(
      REQUEST.partNumber,
    );
    expect((within(dialog).getByLabelText('Art der Beziehung') as HTMLSelectElement).value).toBe(
      'superseded',
    );
    submitForm('Vorschlag senden');
    expect(await within(dialog).findByText('Bitte geben Sie beide Teilenummern ein')).toBeTruthy();
    expect(proposals(fetchMock)).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText(/Teilenummer \(anderes Teil\)/),
      'A10VSO 45 DFR1/32R-PPA12N00',
    );
    await user.type(within(dialog).getByLabelText('Notiz'), 'Laut Hersteller seit 2024');
    submitForm('Vorschlag senden');
    await waitFor(() =>
      expect(proposals(fetchMock)).toEqual([
        {
          kind: 'superseded',
          fromManufacturer: 'Bosch Rexroth',
          fromPartNumber: REQUEST.partNumber,
          toManufacturer: null,
          toPartNumber: 'A10VSO 45 DFR1/32R-PPA12N00',
          note: 'Laut Hersteller seit 2024',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog and its input when the server refuses, with the server's German message", async () => {
    const toastError = vi.spyOn(toast, 'error');
    const fetchMock = api({
      status: 409,
      body: { code: 'CONFLICT', message: 'Diese Beziehung ist bereits erfasst' },
    });
    await renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Querverweis vorschlagen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Teilenummer \(anderes Teil\)/), 'A10VSO 45 DFR1/32R');
    submitForm('Vorschlag senden');
    await waitFor(() => expect(proposals(fetchMock)).toHaveLength(1));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Vorschlag konnte nicht gesendet werden', {
        description: 'Diese Beziehung ist bereits erfasst',
      }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Teilenummer \(anderes Teil\)/) as HTMLInputElement).value).toBe(
      'A10VSO 45 DFR1/32R',
    );
  });
});
