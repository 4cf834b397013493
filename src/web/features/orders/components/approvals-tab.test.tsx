import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApprovalPage, ApprovalView } from '#shared/approvals/schema.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import { answerApi, bodiesSent, renderUi } from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { ApprovalsTab } from './approvals-tab.tsx';

const WAITING: ApprovalView = {
  id: '7a1e3c5b-0000-4000-8000-000000000001',
  status: 'pending',
  requestId: '7a1e3c5b-0000-4000-8000-000000000002',
  offerId: '7a1e3c5b-0000-4000-8000-000000000003',
  manufacturer: 'Bosch Rexroth',
  partNumber: 'A10VSO28',
  quantity: 2,
  totalAmount: '2975.00',
  currency: 'EUR',
  internalReference: 'PO-4711',
  validUntil: '2099-12-31',
  expired: false,
  requestedBy: { id: '7a1e3c5b-0000-4000-8000-000000000004', name: 'Petra Einkauf' },
  requestedAt: '2026-11-26T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  declineReason: null,
  withdrawnReason: null,
  orderId: null,
  orderNumber: null,
  canApprove: true,
  canDecline: true,
};
const EXPIRED: ApprovalView = {
  ...WAITING,
  id: '7a1e3c5b-0000-4000-8000-000000000005',
  partNumber: 'PV046R1',
  validUntil: '2026-11-01',
  expired: true,
  canApprove: false,
};
const PAGE: ApprovalPage = { items: [WAITING, EXPIRED], total: 2, page: 1, pageSize: 10, pendingCount: 2 };

function api(role: MemberRole) {
  return answerApi((path) => {
    if (path === '/auth/session')
      return {
        status: 200,
        body: {
          user: {
            id: WAITING.requestedBy.id,
            email: 'chefin@kunde.example',
            role: 'buyer',
            name: 'Chefin',
            language: 'de',
            companyId: WAITING.requestedBy.id,
            memberRole: role,
            company: 'Kunde GmbH',
          },
        },
      };
    if (path.startsWith('/buyer/approvals?')) return { status: 200, body: PAGE };
    if (path.endsWith('/approve'))
      return {
        status: 200,
        body: { id: WAITING.id, status: 'approved', orderId: WAITING.offerId, orderNumber: 'HP-2026-000123' },
      };
    if (path.endsWith('/decline'))
      return { status: 200, body: { id: WAITING.id, status: 'declined', orderId: null, orderNumber: null } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Nicht gefunden' } };
  });
}

describe('the approvals queue (issue 37, decision 070)', () => {
  it('shows who asked, the total and “Gültig bis”; an expired offer is marked and has no approve button', async () => {
    api('owner');
    await renderUi(<ApprovalsTab />, { texts: buyerTexts });
    const items = await screen.findAllByTestId('approval');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('angefordert von Petra Einkauf');
    expect(items[0]!.textContent).toContain('Freigabe ausstehend');
    expect(items[0]!.textContent).toMatch(/2\.975,00\s€/);
    expect(items[0]!.textContent).toContain('31.12.2099');
    expect(items[0]!.textContent).toContain('PO-4711');
    expect(items[1]!.textContent).toContain('Angebot abgelaufen');
    expect(within(items[1]!).queryByRole('button', { name: /Freigeben/ })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Ablehnen: Bosch Rexroth PV046R1' })).toBeTruthy();
  });

  it('approves after the confirmation and sends the approval', async () => {
    const fetchMock = api('owner');
    await renderUi(<ApprovalsTab />, { texts: buyerTexts });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Freigeben: Bosch Rexroth A10VSO28' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Bestellung freigeben');
    expect(dialog.textContent).toContain('angefordert von Petra Einkauf');
    // Nothing is sent before the confirmation.
    expect(bodiesSent(fetchMock, `/buyer/approvals/${WAITING.id}/approve`, 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, `/buyer/approvals/${WAITING.id}/approve`, 'POST')).toHaveLength(1),
    );
  });

  it('declines with the reason typed in the dialog', async () => {
    const fetchMock = api('purchasing');
    await renderUi(<ApprovalsTab />, { texts: buyerTexts });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ablehnen: Bosch Rexroth A10VSO28' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Begründung/), 'Zu teuer, bitte neu anfragen');
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, `/buyer/approvals/${WAITING.id}/decline`, 'POST')).toEqual([
        { reason: 'Zu teuer, bitte neu anfragen' },
      ]),
    );
  });

  it('tells a requester that approvers decide, and shows it no buttons', async () => {
    answerApi((path) =>
      path === '/auth/session'
        ? { status: 200, body: { user: null } }
        : {
            status: 200,
            body: { ...PAGE, items: [{ ...WAITING, canApprove: false, canDecline: false }], total: 1 },
          },
    );
    await renderUi(<ApprovalsTab />, { texts: buyerTexts });
    const [item] = await screen.findAllByTestId('approval');
    expect(within(item!).queryByRole('button')).toBeNull();
    expect(
      screen.getByText('Freigeben und ablehnen dürfen Mitglieder mit der Rolle „Einkauf“ und Inhaber.'),
    ).toBeTruthy();
  });

  it('shows a withdrawn order under Entschieden with what ended, and no buttons (decision 084)', async () => {
    const withdrawn: ApprovalView = {
      ...WAITING,
      status: 'withdrawn',
      decidedAt: '2026-11-27T09:30:00.000Z',
      withdrawnReason: 'request_cancelled',
      canApprove: false,
      canDecline: false,
    };
    answerApi((path) =>
      path === '/auth/session'
        ? { status: 200, body: { user: null } }
        : { status: 200, body: { ...PAGE, items: [withdrawn], total: 1, pendingCount: 0 } },
    );
    await renderUi(<ApprovalsTab />, { texts: buyerTexts });
    const [item] = await screen.findAllByTestId('approval');
    expect(item!.textContent).toContain('Zurückgezogen');
    expect(item!.textContent).toContain('Zurückgezogen am 27.11.2026');
    expect(item!.textContent).toContain('Die Anfrage wurde storniert.');
    expect(item!.textContent).not.toContain('Abgelehnt von');
    expect(within(item!).queryByRole('button')).toBeNull();
  });
});
