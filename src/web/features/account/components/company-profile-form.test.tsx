import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SellerProfileView } from '#shared/sellers/schema.ts';
import { renderUi, answerApi, submitForm, bodiesSent, type Answer } from '#web/test/render.tsx';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { CompanyProfileForm } from './company-profile-form.tsx';

const PROFILE: SellerProfileView = {
  id: '9b2f1c3e-4d5a-4b6c-8d7e-1f2a3b4c5d6e',
  email: 'verkauf@example.test',
  companyName: 'Hydro Teile GmbH',
  contactPerson: 'Max Muster',
  phone: '+49 30 123456',
  website: null,
  specialization: null,
  employeeCount: null,
  description: null,
  vatNumber: 'DE987654321',
  vatCheck: null,
  taxNumber: null,
  businessLicense: null,
  billingAddress: { street: 'Werkstraße 5', zip: '10115', city: 'Berlin', country: 'Deutschland' },
  shippingAddress: null,
  approvalStatus: 'approved',
  paymentStatus: 'paid',
  activeStatus: 'active',
  isVerified: true,
  trialEndsAt: null,
  brandIds: [],
  paymentTermIds: [],
};
const SAVE = 'Alle Änderungen speichern';

/** The reference lists answer empty at once; saving answers as the test says. */
function api(save: Answer = { status: 200, body: PROFILE }) {
  return answerApi((path) =>
    path.startsWith('/seller/settings') ? save : { status: 200, body: { items: [] } },
  );
}
const send = () => submitForm(SAVE);
const puts = (fetchMock: ReturnType<typeof answerApi>) => bodiesSent(fetchMock, '/seller/settings', 'PUT');

describe('seller company profile form (spec 1 §2, §5)', () => {
  it("shows the spec's messages for an emptied company name and a missing employee count, and saves nothing", async () => {
    const fetchMock = api();
    await renderUi(<CompanyProfileForm profile={PROFILE} />, { texts: sellerTexts });
    await userEvent.setup().clear(screen.getByLabelText(/Firmenname/));
    send();
    expect(await screen.findByText('Bitte geben Sie den Firmennamen ein')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie die Anzahl der Mitarbeiter')).toBeTruthy();
    expect(screen.getByLabelText(/Mitarbeiterzahl/).getAttribute('aria-invalid')).toBe('true');
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('disables the button while saving and sends the chosen employee count', async () => {
    const fetchMock = api('pending');
    await renderUi(<CompanyProfileForm profile={PROFILE} />, { texts: sellerTexts });
    await userEvent.setup().selectOptions(screen.getByLabelText(/Mitarbeiterzahl/), '11-50');
    send();
    const busy = await screen.findByRole('button', { name: 'Wird gespeichert …' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const [body] = puts(fetchMock);
    expect(body).toMatchObject({
      companyName: 'Hydro Teile GmbH',
      employeeCount: '11-50',
      shippingAddress: null,
    });
  });
});
