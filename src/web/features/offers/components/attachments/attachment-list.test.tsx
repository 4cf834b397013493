import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AttachmentList as AttachmentListData } from '#shared/attachments/schema.ts';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { AttachmentList, DocumentLinks } from './attachment-list.tsx';

const REQUEST = '7d0c5a55-0000-4000-8000-000000000001';
const DOC = '7d0c5a55-0000-4000-8000-0000000000d1';
const LIST: AttachmentListData = {
  items: [
    {
      id: DOC,
      name: 'Zeichnung falsch.pdf',
      sizeBytes: 24_000,
      pages: 2,
      createdAt: '2026-11-27T08:00:00.000Z',
      href: `/api/v1/requests/${REQUEST}/attachments/${DOC}`,
    },
  ],
};

/** The list until the document is deleted, then an empty one. */
function api() {
  let deleted = false;
  const fetchMock = answerApi((path) => {
    if (path.endsWith(`/attachments/${DOC}`)) {
      deleted = true;
      return { status: 200, body: {} };
    }
    return { status: 200, body: deleted ? { items: [] } : LIST };
  });
  const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
  return { deletes };
}

describe('documents with a delete (decision 072)', () => {
  it('asks first; cancelling deletes nothing, confirming deletes and the list empties', async () => {
    const { deletes } = api();
    await renderUi(<AttachmentList kind="request" id={REQUEST} deletable />, { texts: buyerTexts });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Zeichnung falsch.pdf löschen' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('„Zeichnung falsch.pdf“ wird endgültig gelöscht');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(deletes()).toHaveLength(0);
    expect(screen.getByText('Zeichnung falsch.pdf')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Zeichnung falsch.pdf löschen' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Dokument löschen' }));
    await waitFor(() => expect(screen.queryByText('Zeichnung falsch.pdf')).toBeNull());
    expect(deletes()).toHaveLength(1);
    expect(String(deletes()[0]![0])).toContain(`/requests/${REQUEST}/attachments/${DOC}`);
  });

  it('offers no delete without the uploader’s right, and links the download', async () => {
    api();
    await renderUi(<DocumentLinks items={LIST.items} testId="offer-documents" />, { texts: buyerTexts });
    const link = screen.getByRole('link', { name: 'Zeichnung falsch.pdf herunterladen' });
    expect(link.getAttribute('href')).toBe(LIST.items[0]!.href);
    expect(screen.queryByRole('button', { name: /löschen/ })).toBeNull();
  });
});
