import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { TranslationsTab } from './translations-tab.tsx';

describe('translations CSV import (the upload form shared with the cross-references)', () => {
  it('sends the file with "update existing" and shows the counts; nothing is sent without a file', async () => {
    const fetchMock = answerApi((path) =>
      path.startsWith('/admin/translations/import')
        ? { status: 200, body: { created: 3, updated: 2, errors: 0 } }
        : { status: 200, body: { items: [], total: 0, page: 1, pageSize: 50 } },
    );
    await renderUi(<TranslationsTab />, { texts: adminTexts });
    const user = userEvent.setup();
    const imports = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/import'));
    await user.click(await screen.findByRole('button', { name: 'Importieren' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Keine Datei ausgewählt');
    expect(imports()).toHaveLength(0);

    await user.upload(screen.getByLabelText('CSV-Datei'), new File(['key;language;value\n'], 'texte.csv'));
    await user.click(screen.getByLabelText('Vorhandene Übersetzungen aktualisieren'));
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect((await screen.findByRole('status')).textContent).toBe('Erstellt: 3, Aktualisiert: 2, Fehler: 0');
    await waitFor(() => expect(imports()).toHaveLength(1));
    const body = imports()[0]![1]?.body as FormData;
    expect(body.get('updateExisting')).toBe('true');
    expect((body.get('file') as File).name).toBe('texte.csv');
  });
});
