import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUYER_PROFILE } from '#web/test/fixtures.ts';
import {
  renderUi,
  answerApi,
  SERVER_ERROR,
  expectErrorCard,
  submitForm,
  bodiesSent,
  type Answer,
} from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { CompanyTab } from './buyer-company-tab.tsx';

const PROFILE = BUYER_PROFILE;
const SAVE = 'Unternehmensdaten speichern';

/** The profile and the countries answer at once; saving answers as the test says. */
function api(save: Answer = { status: 200, body: PROFILE }) {
  return answerApi((path) => {
    if (path.startsWith('/countries')) return { status: 200, body: { items: [] } };
    if (path.startsWith('/buyer/company')) return save;
    return { status: 200, body: PROFILE };
  });
}
const send = () => submitForm(SAVE);
const patches = (fetchMock: ReturnType<typeof answerApi>) => bodiesSent(fetchMock, '/buyer/company', 'PATCH');

describe('buyer Unternehmen tab', () => {
  it('shows beside the VAT id what VIES answered and when (issue 32)', async () => {
    api();
    await renderUi(<CompanyTab />, { texts: buyerTexts });
    expect(await screen.findByText('Von VIES am 20.11.2026 als gültig bestätigt')).toBeTruthy();
  });

  it('shows the error card with retry when the profile cannot be loaded', async () => {
    answerApi(SERVER_ERROR);
    await renderUi(<CompanyTab />, { texts: buyerTexts });
    await expectErrorCard('Profil konnte nicht geladen werden');
  });

  it("shows the spec's messages for an emptied company and a wrong VAT id, and saves nothing", async () => {
    const fetchMock = api();
    await renderUi(<CompanyTab />, { texts: buyerTexts });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/Firmenname/));
    await user.clear(screen.getByLabelText(/USt-IdNr/));
    await user.type(screen.getByLabelText(/USt-IdNr/), 'X1');
    send();
    expect(await screen.findByText('Bitte geben Sie Ihr Unternehmen ein')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789)')).toBeTruthy();
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('offers the shipping address only when it is ticked, and sends it', async () => {
    const fetchMock = api();
    await renderUi(<CompanyTab />, { texts: buyerTexts });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('checkbox', { name: 'Abweichende Lieferadresse' });
    expect(screen.getAllByLabelText(/Straße und Hausnummer/)).toHaveLength(1);
    await user.click(toggle);
    const streets = screen.getAllByLabelText(/Straße und Hausnummer/);
    expect(streets).toHaveLength(2);
    await user.type(streets[1]!, 'Lagerweg 2');
    await user.type(screen.getAllByLabelText(/PLZ/)[1]!, '70174');
    await user.type(screen.getAllByLabelText(/^Ort/)[1]!, 'Stuttgart');
    send();
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    const [body] = patches(fetchMock) as [{ shippingAddress: unknown }];
    expect(body.shippingAddress).toMatchObject({ street: 'Lagerweg 2', zip: '70174', city: 'Stuttgart' });
  });

  it('disables the save button while saving', async () => {
    api('pending');
    await renderUi(<CompanyTab />, { texts: buyerTexts });
    await screen.findByLabelText(/Firmenname/);
    send();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: SAVE }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
