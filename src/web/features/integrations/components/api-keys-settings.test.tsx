import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKeyView } from '#shared/api-keys/schema.ts';
import { renderUi, answerApi } from '#web/test/render.tsx';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { ApiKeysSettings } from './api-keys-settings.tsx';

const KEY: ApiKeyView = {
  id: '5b0d7a55-0000-4000-8000-000000000001',
  name: 'Warenwirtschaft',
  prefix: 'hp_AbCdEfG',
  scopes: ['requests:read', 'offers:write'],
  rateLimitPerMinute: 120,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  createdBy: { id: '5b0d7a55-0000-4000-8000-0000000000aa', name: 'Julia Weber' },
};

describe('API keys in the settings (issue 15)', () => {
  it("lists keys with their scopes and last use, and offers only the role's scopes", async () => {
    answerApi({ status: 200, body: { items: [KEY] } });
    // The seller dashboard's texts: 'erstellt von …' is the team's (decision 071).
    await renderUi(<ApiKeysSettings role="seller" />, { texts: sellerTexts });
    const item = await screen.findByText('Warenwirtschaft', { exact: false });
    const row = item.closest('li')!;
    expect(within(row).getByText('Anfragen lesen')).toBeTruthy();
    expect(within(row).getByText('Angebote abgeben')).toBeTruthy();
    expect(row.textContent).toContain('Zuletzt genutzt: nie');
    // Issue 37: the member of the company who created it.
    expect(row.textContent).toContain('erstellt von Julia Weber');
    const boxes = screen.getAllByRole('checkbox').map((b) => b.closest('label')!.textContent);
    expect(boxes).toEqual([
      'Anfragen lesen',
      'Angebote abgeben',
      'Bestellungen lesen',
      'Bestellungen bearbeiten',
      'Lagerbestand pflegen',
    ]);
  });

  it('creates a key, shows it once and forgets it when done', async () => {
    const user = userEvent.setup();
    let created = false;
    const fetchMock = answerApi((path) =>
      path === '/api-keys' && !created
        ? { status: 200, body: { items: [] } }
        : { status: 200, body: { items: [KEY] } },
    );
    await renderUi(<ApiKeysSettings role="buyer" />);
    expect(await screen.findByText('Noch keine API-Schlüssel.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Name/), 'Einkaufssystem');
    await user.click(screen.getByLabelText('Anfragen stellen'));
    const createAnswer = async (_input: RequestInfo | URL, init?: RequestInit) => {
      created = true;
      expect(JSON.parse(String(init?.body))).toEqual({ name: 'Einkaufssystem', scopes: ['requests:write'] });
      return Response.json(
        { ...KEY, scopes: ['requests:write'], key: 'hp_geheim1234567890' },
        { status: 201 },
      );
    };
    fetchMock.mockImplementationOnce(createAnswer as (input: RequestInfo | URL) => Promise<Response>);
    await user.click(screen.getByRole('button', { name: 'Schlüssel erstellen' }));
    expect(await screen.findByTestId('api-key-value')).toHaveProperty('textContent', 'hp_geheim1234567890');
    expect(screen.getByText(/nur dieses eine Mal angezeigt/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByText('hp_geheim1234567890')).toBeNull();
  });

  it('shows the German message of a refused name at the field', async () => {
    const fetchMock = answerApi({ status: 200, body: { items: [] } });
    await renderUi(<ApiKeysSettings role="seller" />);
    await screen.findByText('Noch keine API-Schlüssel.');
    fetchMock.mockImplementationOnce(async () =>
      Response.json(
        { code: 'VALIDATION', message: 'Bitte geben Sie einen Namen für den Schlüssel ein' },
        { status: 400 },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schlüssel erstellen' }));
    expect(await screen.findByText('Bitte geben Sie einen Namen für den Schlüssel ein')).toBeTruthy();
  });

  it('revokes a key after confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = answerApi({ status: 200, body: { items: [KEY] } });
    await renderUi(<ApiKeysSettings role="seller" />);
    await user.click(await screen.findByRole('button', { name: 'Widerrufen: Warenwirtschaft' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('„Warenwirtschaft“');
    await user.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    await waitFor(() =>
      expect(
        (fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][]).some(
          ([url, init]) => String(url).endsWith(`/api-keys/${KEY.id}`) && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});
