import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionAccount } from '#shared/auth/schema.ts';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { AccountMenu } from './account-menu.tsx';

const buyer: SessionAccount = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'erika@muster.example',
  name: 'Erika Muster',
  role: 'buyer',
  language: 'de',
  companyId: '00000000-0000-4000-8000-000000000001',
  memberRole: 'owner',
  company: 'Muster Hydraulik GmbH',
};

async function openMenu(user: SessionAccount) {
  await renderUi(<AccountMenu user={user} />);
  const ui = userEvent.setup();
  await ui.click(screen.getByRole('button', { name: `Konto von ${user.name}` }));
  return ui;
}

describe('AccountMenu', () => {
  it("names who is signed in (name, company, role) and offers 'Mein Dashboard', settings and 'Abmelden'", async () => {
    await openMenu(buyer);
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Erika Muster');
    expect(menu.textContent).toContain('Muster Hydraulik GmbH');
    expect(menu.textContent).toContain('Käufer');
    expect(screen.getByRole('menuitem', { name: 'Mein Dashboard' }).getAttribute('href')).toBe(
      '/buyer-dashboard',
    );
    expect(screen.getByRole('menuitem', { name: 'Einstellungen' }).getAttribute('href')).toBe(
      '/buyer-dashboard?tab=profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Abmelden' })).toBeTruthy();
  });

  it('leads each role to its own dashboard and settings; an admin has no company', async () => {
    await openMenu({ ...buyer, role: 'admin', name: 'Admin', company: null });
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Administrator');
    expect(screen.getByRole('menuitem', { name: 'Mein Dashboard' }).getAttribute('href')).toBe(
      '/admin-dashboard',
    );
    expect(screen.getByRole('menuitem', { name: 'Einstellungen' }).getAttribute('href')).toBe(
      '/admin-dashboard?tab=security',
    );
  });

  it("signs out with 'Abmelden'", async () => {
    const fetchMock = answerApi({ status: 200, body: {} });
    const ui = await openMenu({ ...buyer, role: 'seller', company: 'Händler GmbH' });
    expect((await screen.findByRole('menu')).textContent).toContain('Verkäufer');
    await ui.click(screen.getByRole('menuitem', { name: 'Abmelden' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/auth/logout');
  });
});
