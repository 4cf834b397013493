import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PartRelationView } from '#shared/catalog/part-relations.ts';
import { renderUi, answerApi, bodiesSent, submitForm, type Answer } from '#web/test/render.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { PartRelationsTab } from './part-relations-tab.tsx';

const CONFIRMED: PartRelationView = {
  id: '1d7a4c2e-5b3f-4e8a-9c1d-2f6b8a0e4c11',
  kind: 'superseded',
  fromManufacturer: 'Bosch Rexroth',
  fromPartNumber: 'A10VSO 45 DFR1/31R',
  toManufacturer: 'Bosch Rexroth',
  toPartNumber: 'A10VSO 45 DFR1/32R',
  status: 'confirmed',
  note: 'Baureihe 32 ersetzt 31',
  proposedBySeller: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const PROPOSED: PartRelationView = {
  ...CONFIRMED,
  id: '2e8b5d3f-6c4a-4f9b-8d2e-3a7c9b1f5d22',
  kind: 'equivalent',
  toManufacturer: 'Parker',
  toPartNumber: 'PV046R1K1T1NMMC',
  status: 'proposed',
  note: null,
  proposedBySeller: 'Hydraulik Süd GmbH',
};
const page = (items: PartRelationView[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

/** The list answers by its status filter; writes answer as given. */
function api(write: Answer = { status: 201, body: CONFIRMED }) {
  return answerApi((path) => {
    if (path.startsWith('/admin/part-relations?')) {
      const status = new URLSearchParams(path.split('?')[1]).get('status');
      return {
        status: 200,
        body: page(status === 'proposed' ? [PROPOSED] : status === 'rejected' ? [] : [CONFIRMED]),
      };
    }
    return write;
  });
}
const listCalls = (fetchMock: ReturnType<typeof answerApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/admin/part-relations?'));

describe('admin cross-references (Querverweise, issue 30)', () => {
  it('lists the confirmed relations, searches on the server, and shows the proposals with their seller', async () => {
    const fetchMock = api();
    await renderUi(<PartRelationsTab />, { texts: adminTexts });
    expect(await screen.findByText('Bosch Rexroth A10VSO 45 DFR1/32R')).toBeTruthy();
    expect(screen.getByText('Ersetzt durch (Nachfolger)')).toBeTruthy();
    expect(screen.queryByText('Vorgeschlagen von')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'r902400215{Enter}');
    await waitFor(() => expect(listCalls(fetchMock).some((u) => u.includes('search=r902400215'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Vorschläge von Verkäufern' }));
    expect(await screen.findByText('Hydraulik Süd GmbH')).toBeTruthy();
    expect(screen.getByText('Parker PV046R1K1T1NMMC')).toBeTruthy();
    // A new filter starts on page 1 and keeps the search.
    expect(listCalls(fetchMock).at(-1)).toMatch(/status=proposed/);
    expect(listCalls(fetchMock).at(-1)).toMatch(/page=1/);
  });

  it('confirms and rejects a proposal with the decision the server expects', async () => {
    const fetchMock = api({ status: 200, body: { ...PROPOSED, status: 'confirmed' } });
    await renderUi(<PartRelationsTab />, { texts: adminTexts });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vorschläge von Verkäufern' }));
    await user.click(await screen.findByRole('button', { name: 'Bestätigen' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, `/admin/part-relations/${PROPOSED.id}/decision`, 'POST')).toEqual([
        { status: 'confirmed' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, `/admin/part-relations/${PROPOSED.id}/decision`, 'POST')).toHaveLength(2),
    );
    expect(bodiesSent(fetchMock, `/admin/part-relations/${PROPOSED.id}/decision`, 'POST')[1]).toEqual({
      status: 'rejected',
    });
  });

  it('adds a relation through the shared schema: the same number twice is refused in German, nothing is sent', async () => {
    const fetchMock = api();
    await renderUi(<PartRelationsTab />, { texts: adminTexts });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Querverweis hinzufügen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Teilenummer \(bisheriges Teil\)/), 'R902400215');
    await user.type(within(dialog).getByLabelText(/Teilenummer \(anderes Teil\)/), 'R 902 400 215');
    submitForm('Hinzufügen');
    expect(await within(dialog).findByText('Die beiden Teilenummern sind gleich')).toBeTruthy();
    expect(bodiesSent(fetchMock, '/admin/part-relations', 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Teilenummer \(anderes Teil\)/));
    await user.type(
      within(dialog).getByLabelText(/Teilenummer \(anderes Teil\)/),
      'A10VSO 45 DFR1/31R-PPA12N00',
    );
    await user.selectOptions(within(dialog).getByLabelText('Art der Beziehung'), 'same');
    submitForm('Hinzufügen');
    await waitFor(() =>
      expect(bodiesSent(fetchMock, '/admin/part-relations', 'POST')).toEqual([
        {
          kind: 'same',
          fromManufacturer: null,
          fromPartNumber: 'R902400215',
          toManufacturer: null,
          toPartNumber: 'A10VSO 45 DFR1/31R-PPA12N00',
          note: null,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes only after the confirmation naming both parts', async () => {
    const fetchMock = api({ status: 204, body: null });
    await renderUi(<PartRelationsTab />, { texts: adminTexts });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /Löschen: Bosch Rexroth A10VSO 45 DFR1\/31R/ }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(
      'Bosch Rexroth A10VSO 45 DFR1/31R → Bosch Rexroth A10VSO 45 DFR1/32R',
    );
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(String(deletes()[0]![0])).toContain(`/admin/part-relations/${CONFIRMED.id}`);
  });

  it('imports a CSV file and shows the result with the lines that failed; refuses a non-CSV file', async () => {
    const fetchMock = api({
      status: 200,
      body: {
        created: 2,
        skipped: 1,
        errors: 1,
        problems: [{ line: 4, message: 'Bitte geben Sie beide Teilenummern ein' }],
      },
    });
    await renderUi(<PartRelationsTab />, { texts: adminTexts });
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('CSV-Datei');
    await user.upload(input, new File(['x'], 'liste.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte wählen Sie eine CSV-Datei aus');
    await user.upload(
      input,
      new File(['\uFEFFart;hersteller_von\n'], 'querverweise.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Erstellt: 2, Übersprungen: 1, Fehler: 1 · Zeile 4: Bitte geben Sie beide Teilenummern ein',
    );
    const imports = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('/admin/part-relations/import'),
    );
    expect(imports).toHaveLength(1);
    expect(imports[0]![1]?.body).toBeInstanceOf(FormData);
  });
});
