import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { CountriesTab } from './countries-tab.tsx';

type FetchMock = ReturnType<typeof answerApi>;
const requestsTo = (fetchMock: FetchMock, path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).includes(path) && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body));

const COUNTRY = {
  id: '3f1e2d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
  name: 'Österreich',
  code: 'AT',
  isActive: true,
  createdAt: '2026-01-02T10:00:00.000Z',
};

describe('admin list states (Länder)', () => {
  it('a list announces loading, then says it is empty', async () => {
    answerApi('pending');
    const first = await renderUi(<CountriesTab />, { texts: adminTexts });
    expect(await screen.findByLabelText('Wird geladen …')).toBeTruthy();
    first.unmount();
    answerApi({ status: 200, body: { items: [] } });
    await renderUi(<CountriesTab />, { texts: adminTexts });
    expect(await screen.findByText('Keine Einträge vorhanden.')).toBeTruthy();
  });

  it('a list that fails shows the error card with retry', async () => {
    answerApi({ status: 500, body: { code: 'INTERNAL', message: 'kaputt' } });
    await renderUi(<CountriesTab />, { texts: adminTexts });
    expect((await screen.findByRole('alert')).textContent).toContain('Daten konnten nicht geladen werden');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});

describe('admin catalog dialogs', () => {
  it("'Neues Land hinzufügen' shows the spec's messages for empty fields and sends nothing", async () => {
    const fetchMock = answerApi({ status: 200, body: { items: [] } });
    await renderUi(<CountriesTab />, { texts: adminTexts });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Neues Land hinzufügen' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Hinzufügen' }).closest('form')!);
    expect(await within(dialog).findByText('Bitte geben Sie einen Ländernamen ein')).toBeTruthy();
    expect(within(dialog).getByText('Bitte geben Sie einen zweistelligen Ländercode (ISO) ein')).toBeTruthy();
    expect(requestsTo(fetchMock, '/admin/countries', 'POST')).toHaveLength(0);
  });

  it('adds a country with the code in upper case', async () => {
    const fetchMock = answerApi((path) =>
      path === '/admin/countries' ? { status: 200, body: { items: [] } } : { status: 201, body: COUNTRY },
    );
    await renderUi(<CountriesTab />, { texts: adminTexts });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Neues Land hinzufügen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Ländername/), 'Österreich');
    await user.type(within(dialog).getByLabelText(/Ländercode/), 'at');
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Hinzufügen' }).closest('form')!);
    await waitFor(() => expect(requestsTo(fetchMock, '/admin/countries', 'POST')).toHaveLength(1));
    expect(bodyOf(requestsTo(fetchMock, '/admin/countries', 'POST')[0]!)).toEqual({
      name: 'Österreich',
      code: 'AT',
    });
  });

  it("'Land bearbeiten' opens with the row's values and sends an update", async () => {
    const fetchMock = answerApi((path) =>
      path === '/admin/countries'
        ? { status: 200, body: { items: [COUNTRY] } }
        : { status: 200, body: COUNTRY },
    );
    await renderUi(<CountriesTab />, { texts: adminTexts });
    const user = userEvent.setup();
    await screen.findByText('Österreich');
    await user.click(screen.getByRole('button', { name: /Bearbeiten/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Land bearbeiten')).toBeTruthy();
    const name = within(dialog).getByLabelText(/Ländername/) as HTMLInputElement;
    expect(name.value).toBe('Österreich');
    await user.clear(name);
    await user.type(name, 'Republik Österreich');
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Aktualisieren' }).closest('form')!);
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/admin/countries/${COUNTRY.id}`, 'PUT')).toHaveLength(1),
    );
    expect(bodyOf(requestsTo(fetchMock, `/admin/countries/${COUNTRY.id}`, 'PUT')[0]!)).toEqual({
      name: 'Republik Österreich',
      code: 'AT',
    });
  });
});
// Approval and rejection with the seller's details first: sellers-tab.test.tsx (issue 13).
