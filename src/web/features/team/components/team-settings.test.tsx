import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamView } from '#shared/teams/schema.ts';
import { renderUi, answerApi } from '#web/test/render.tsx';
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
    },
    {
      profileId: '5b0d7a55-0000-4000-8000-000000000002',
      name: 'Karl Kollege',
      email: 'karl@weber.example',
      role: 'sales',
      joinedAt: '2026-11-21T08:00:00.000Z',
      self: false,
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
});
