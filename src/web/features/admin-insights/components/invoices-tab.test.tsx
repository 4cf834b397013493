import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvoiceView } from '#shared/billing/invoices.ts';
import { renderUi, answerApi, type Answer } from '#web/test/render.tsx';
import { adminTexts } from '#web/app/dashboards/admin-texts.ts';
import { InvoicesTab } from './invoices-tab.tsx';

const OPEN: InvoiceView = {
  id: '3f9c6e4a-7d5b-4a0c-9e3f-4b8d0c2a6e33',
  number: 'HP-R-2026-00007',
  kind: 'invoice',
  status: 'open',
  sellerId: '5a1b7c3d-8e6f-4b2a-9c4d-6e0f2a8b4c55',
  customerName: 'Hydraulik Süd GmbH',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  issuedOn: '2026-11-01',
  dueOn: '2026-11-15',
  netCents: 4995,
  vatRatePercent: 19,
  vatCents: 949,
  grossCents: 5944,
  vatNote: null,
  paidAt: null,
  remindedAt: null,
};
const NOTE: InvoiceView = {
  ...OPEN,
  id: '4a0d7f5b-8e6c-4b1d-8f4a-5c9e1d3b7f44',
  number: 'HP-G-2026-00001',
  kind: 'credit_note',
  status: 'credited',
};

function api(credit: Answer) {
  return answerApi((path) =>
    path.startsWith('/admin/invoices?') || path === '/admin/invoices'
      ? { status: 200, body: [OPEN, NOTE] }
      : credit,
  );
}

describe('admin invoices: cancel by a credit note (issue 32, decision 051)', () => {
  it('asks first, then posts the credit note for that invoice; a credit note offers no cancel', async () => {
    const fetchMock = api({ status: 201, body: NOTE });
    await renderUi(<InvoicesTab />, { texts: adminTexts });
    const row = (await screen.findByText('HP-R-2026-00007')).closest('li')!;
    expect(
      within(screen.getByText('HP-G-2026-00001').closest('li')!).queryByRole('button', {
        name: 'Stornieren (Gutschrift)',
      }),
    ).toBeNull();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Stornieren (Gutschrift)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Rechnung HP-R-2026-00007 stornieren?')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/credit-note'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Stornieren (Gutschrift)' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith(`/admin/invoices/${OPEN.id}/credit-note`) && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it("shows the server's German message when the invoice cannot be cancelled", async () => {
    api({
      status: 409,
      body: { code: 'CONFLICT', message: 'Nur eine offene oder bezahlte Rechnung kann storniert werden.' },
    });
    await renderUi(<InvoicesTab />, { texts: adminTexts });
    const row = (await screen.findByText('HP-R-2026-00007')).closest('li')!;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Stornieren (Gutschrift)' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stornieren (Gutschrift)' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nur eine offene oder bezahlte Rechnung kann storniert werden.',
    );
  });
});
