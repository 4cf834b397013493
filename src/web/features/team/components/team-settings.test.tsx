import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamView } from '#shared/teams/schema.ts';
import { renderUi, answerApi, bodiesSent } from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { TeamSettings } from './team-settings.tsx';

const TEAM: TeamView = {
  companyName: 'Fluidtechnik Weber KG',
  party: 'seller',
  canManage: true,
  members: [
    {
      profileId: '5b0d7a55-0000-4000-8000-000000000001',
      name: 'Julia Weber',
      email: 'julia@weber.example',
      role: 'owner',
      joinedAt: '2026-11-20T08:00:00.000Z',
      self: true,
      approvalLimit: null,
    },
    {
      profileId: '5b0d7a55-0000-4000-8000-000000000002',
      name: 'Karl Kollege',
      email: 'karl@weber.example',
      role: 'sales',
      joinedAt: '2026-11-21T08:00:00.000Z',
      self: false,
      approvalLimit: null,
    },
  ],
  invitations: [
    {
      id: '5b0d7a55-0000-4000-8000-000000000003',
      email: 'neu@weber.example',
      role: 'read',
      invitedAt: '2026-11-25T08:00:00.000Z',
      expiresAt: '2026-11-26T08:00:00.000Z',
      expired: true,
    },
  ],
};

describe('the team tab (issue 37)', () => {
  it('lets an owner change roles of the party, remove others and see open invitations', async () => {
    answerApi({ status: 200, body: TEAM });
    await renderUi(<TeamSettings party="seller" />, { texts: sellerTexts });
    const karl = (await screen.findByText('Karl Kollege', { exact: false })).closest('li')!;
    const select = within(karl).getByLabelText('Rolle von Karl Kollege') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Inhaber', 'Vertrieb', 'Lesen']);
    expect(within(karl).getByRole('button', { name: 'Entfernen: Karl Kollege' })).toBeTruthy();
    const julia = screen.getByText('Julia Weber', { exact: false }).closest('li')!;
    expect(within(julia).queryByRole('button', { name: /Entfernen/ })).toBeNull();
    const invitations = screen.getByRole('list', { name: 'Offene Einladungen' });
    expect(invitations.textContent).toContain('neu@weber.example');
    expect(invitations.textContent).toContain('Abgelaufen');
    expect(screen.getByRole('button', { name: 'Einladung senden' })).toBeTruthy();
  });

  it('shows other members the list only', async () => {
    answerApi({ status: 200, body: { ...TEAM, canManage: false, invitations: [] } });
    await renderUi(<TeamSettings party="seller" />, { texts: sellerTexts });
    await screen.findByText('Karl Kollege', { exact: false });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Entfernen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Einladung senden' })).toBeNull();
    expect(screen.getByText('Nur Inhaber laden ein, ändern Rollen und entfernen Mitglieder.')).toBeTruthy();
  });

  it('shows each buyer member’s approval limit and lets the owner set a purchaser’s (decision 070)', async () => {
    const purchaser = {
      ...TEAM.members[1]!,
      name: 'Petra Einkauf',
      role: 'purchasing' as const,
      approvalLimit: '1500.00',
    };
    const fetchMock = answerApi((path) =>
      path === '/team'
        ? {
            status: 200,
            body: { ...TEAM, party: 'buyer', invitations: [], members: [TEAM.members[0]!, purchaser] },
          }
        : { status: 200, body: { ...purchaser, approvalLimit: '2500.50' } },
    );
    await renderUi(<TeamSettings party="buyer" />, { texts: buyerTexts });
    const limits = await screen.findAllByTestId('approval-limit');
    expect(limits.map((l) => l.textContent)).toEqual([
      'Inhaber: kein Limit, darf immer freigeben',
      expect.stringMatching(/^Freigabelimit: 1\.500,00\s€$/),
    ]);
    const form = screen.getByRole('form', { name: 'Freigabelimit von Petra Einkauf' });
    const amount = within(form).getByLabelText(/Limit in Euro/);
    const user = userEvent.setup();
    await user.clear(amount);
    await user.type(amount, 'viel');
    await user.click(within(form).getByRole('button', { name: 'Limit speichern' }));
    expect(
      await within(form).findByText('Bitte geben Sie ein gültiges Limit in Euro an (z. B. 1500).'),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '2.500,50');
    await user.click(within(form).getByRole('button', { name: 'Limit speichern' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, `/team/members/${purchaser.profileId}/approval-limit`, 'PUT')).toEqual([
        { approvalLimit: 2500.5 },
      ]),
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Kein Limit' }));
    await user.click(within(form).getByRole('button', { name: 'Limit speichern' }));
    await waitFor(() =>
      expect(
        bodiesSent(fetchMock, `/team/members/${purchaser.profileId}/approval-limit`, 'PUT'),
      ).toHaveLength(2),
    );
    expect(bodiesSent(fetchMock, `/team/members/${purchaser.profileId}/approval-limit`, 'PUT')[1]).toEqual({
      approvalLimit: null,
    });
  });
});
