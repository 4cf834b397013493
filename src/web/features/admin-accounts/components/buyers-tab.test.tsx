import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi, SERVER_ERROR, expectErrorCard } from '#web/test/render.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { BuyersTab } from './buyers-tab.tsx';

const BUYER = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika@example.test',
  company: 'Muster Hydraulik GmbH',
  phone: '+49 711 123456',
  isActive: true,
  registeredAt: '2026-01-02T10:00:00.000Z',
};

describe('admin paged list (Käufer)', () => {
  it('announce loading, then say the list is empty', async () => {
    answerApi('pending');
    const first = await renderUi(<BuyersTab />, { texts: adminTexts });
    expect(await screen.findByLabelText('Wird geladen …')).toBeTruthy();
    first.unmount();
    answerApi({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } });
    await renderUi(<BuyersTab />, { texts: adminTexts });
    expect(await screen.findByText('Keine Einträge vorhanden.')).toBeTruthy();
  });

  it('show the error card with retry when the list fails', async () => {
    answerApi(SERVER_ERROR);
    await renderUi(<BuyersTab />, { texts: adminTexts });
    await expectErrorCard('Daten konnten nicht geladen werden');
  });

  it('show the total, the pager, and the row in edit mode with its inputs', async () => {
    answerApi({ status: 200, body: { items: [BUYER], total: 41, page: 1, pageSize: 20 } });
    await renderUi(<BuyersTab />, { texts: adminTexts });
    expect((await screen.findAllByText('Muster Hydraulik GmbH')).length).toBeGreaterThan(0);
    expect(screen.getByText('41')).toBeTruthy();
    expect(screen.getByText('Seite 1 von 3 (41 Einträge)')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Bearbeiten' }).length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Bearbeiten' })[0]!);
    const company = screen.getAllByLabelText('Firma')[0] as HTMLInputElement;
    expect(company.value).toBe('Muster Hydraulik GmbH');
    expect((screen.getAllByLabelText('Telefon')[0] as HTMLInputElement).value).toBe('+49 711 123456');
  });
});
