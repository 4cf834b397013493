import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSellerDetailView, AdminSellerView } from '#shared/admin/sellers.ts';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { SellersTab } from './sellers-tab.tsx';

const base: AdminSellerView = {
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'info@fluid.example',
  companyName: 'Fluidtechnik Nord GmbH',
  contactPerson: 'Max Händler',
  phone: '+49 40 123456',
  website: 'fluid.example',
  specialization: 'Pumpen',
  employeeCount: '11-50',
  vatNumber: 'DE123456789',
  approvalStatus: 'approved',
  paymentStatus: 'paid',
  activeStatus: 'active',
  isVerified: true,
  approvedAt: '2026-03-01T10:00:00.000Z',
  trialEndsAt: null,
  registeredAt: '2026-02-20T10:00:00.000Z',
  rating: null,
};
const trial: AdminSellerView = {
  ...base,
  id: '00000000-0000-4000-8000-0000000000a2',
  companyName: 'Hydraulik Süd AG',
  paymentStatus: 'freetrial',
  activeStatus: 'inactive',
  isVerified: false,
};
const page = (items: AdminSellerView[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

function screenWidth(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: wide,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
const originalMatchMedia = window.matchMedia;
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: originalMatchMedia,
  });
});

describe('SellersTab', () => {
  it('shows every status column at table width, and toggles that say what they will do', async () => {
    screenWidth(true);
    const fetchMock = answerApi((path) =>
      path.includes('toggle-payment')
        ? { status: 200, body: base }
        : { status: 200, body: page([base, trial]) },
    );
    await renderUi(<SellersTab mode="approved" />, { texts: adminTexts });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Firma', 'Bezahlstatus', 'Aktiv', 'Verifiziert', 'Freigeschaltet am']),
    );
    const [, paidRow, trialRow] = within(table).getAllByRole('row');
    // The current state and the action, never a bare 'Bezahlt/Unbezahlt'.
    expect(paidRow!.textContent).toContain('Bezahlt');
    within(paidRow!).getByRole('button', { name: 'Als unbezahlt markieren' });
    within(paidRow!).getByRole('button', { name: 'Deaktivieren' });
    expect(trialRow!.textContent).toContain('Testphase');
    within(trialRow!).getByRole('button', { name: 'Als bezahlt markieren' });
    within(trialRow!).getByRole('button', { name: 'Aktivieren' });

    await userEvent.setup().click(within(paidRow!).getByRole('button', { name: 'Als unbezahlt markieren' }));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes(`/admin/sellers/${base.id}/toggle-payment`)),
    ).toBe(true);
  });

  it('shows each seller as a card on a phone, the company name first', async () => {
    screenWidth(false);
    answerApi({ status: 200, body: page([base, trial]) });
    await renderUi(<SellersTab mode="approved" />, { texts: adminTexts });
    const cards = await screen.findByRole('list', { name: 'Freigeschaltete Verkäufer' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByRole('heading').textContent).toBe('Fluidtechnik Nord GmbH');
    expect(first!.firstElementChild?.textContent).toBe('Fluidtechnik Nord GmbH');
    for (const label of ['Bezahlstatus', 'Aktiv', 'Verifiziert']) expect(first!.textContent).toContain(label);
    within(second!).getByRole('button', { name: 'Als bezahlt markieren' });
  });

  it('approves only after the full registration was shown and confirmed', async () => {
    screenWidth(true);
    const pending: AdminSellerView = { ...trial, approvalStatus: 'pending', approvedAt: null };
    const details: AdminSellerDetailView = {
      ...pending,
      description: null,
      taxNumber: null,
      tradeRegisterNumber: 'HRB 12345',
      address: { street: 'Hafenstraße 1', zip: '20457', city: 'Hamburg', country: 'Deutschland' },
      brands: ['Bosch Rexroth', 'Parker'],
    };
    const fetchMock = answerApi((path) =>
      path.endsWith('/approve')
        ? { status: 200, body: { ...pending, approvalStatus: 'approved' } }
        : path.startsWith(`/admin/sellers/${pending.id}`)
          ? { status: 200, body: details }
          : { status: 200, body: page([pending]) },
    );
    await renderUi(<SellersTab mode="pending" />, { texts: adminTexts });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Freischalten' }));

    const dialog = await screen.findByRole('dialog');
    const facts = await within(dialog).findByTestId('seller-facts');
    for (const text of [
      'Hafenstraße 1',
      '20457 Hamburg',
      'HRB 12345',
      'fluid.example',
      'DE123456789',
      'Bosch Rexroth, Parker',
    ])
      expect(facts.textContent).toContain(text);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/approve'))).toBe(false);

    await ui.click(within(dialog).getByRole('button', { name: 'Freischalten' }));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/admin/sellers/${pending.id}/approve`)),
    ).toBe(true);
  });
});
