import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PushDevice, PushSettings as PushSettingsValue } from '#shared/push/schema.ts';
import { buyerTexts } from '#web/app/dashboards/buyer-texts.ts';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { answerApi, renderUi } from '#web/test/render.tsx';
import { PushSettings } from './push-settings.tsx';

const DEVICE: PushDevice = {
  id: '5b0d7a55-0000-4000-8000-0000000000aa',
  label: 'Chrome · Android',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSuccessAt: null,
};

function api(settings: PushSettingsValue, devices: PushDevice[] = [DEVICE]) {
  return answerApi((path) =>
    path === '/push/settings'
      ? { status: 200, body: settings }
      : path === '/push/subscriptions'
        ? { status: 200, body: { items: devices } }
        : { status: 204, body: null },
  );
}

const calls = (fetchMock: ReturnType<typeof answerApi>, path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).endsWith(path) && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );

describe('push settings (issue 31)', () => {
  it("offers the seller's kinds with 'Nur dringende Anfragen' and saves a change at once", async () => {
    const fetchMock = api({
      kinds: ['request_new', 'order_new', 'offer_new', 'order_update'],
      urgentOnly: false,
    });
    await renderUi(<PushSettings role="seller" />, { texts: sellerTexts });
    const kinds = await screen.findByRole('group', { name: 'Worüber möchten Sie benachrichtigt werden?' });
    expect(
      within(kinds)
        .getAllByRole('checkbox')
        .map((b) => b.closest('label')!.textContent),
    ).toEqual([
      'Neue passende Anfragen',
      'Nur dringende Anfragen',
      'Neue Bestellungen',
      'Neue Angebote auf meine Anfragen',
      'Meine Bestellung bestätigt oder versendet',
      'Mir zugewiesene Anfragen',
    ]);
    await userEvent.setup().click(screen.getByLabelText('Nur dringende Anfragen'));
    await waitFor(() => expect(calls(fetchMock, '/push/settings', 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, '/push/settings', 'PUT')[0]![1]!.body))).toEqual({
      kinds: ['request_new', 'order_new', 'offer_new', 'order_update'],
      urgentOnly: true,
    });
  });

  it("offers a buyer only the buyer's kinds, lists the devices and removes one with 'Entfernen'", async () => {
    const fetchMock = api({ kinds: ['offer_new'], urgentOnly: false });
    await renderUi(<PushSettings role="buyer" />, { texts: buyerTexts });
    const device = await screen.findByTestId('push-device');
    expect(device.textContent).toContain('Chrome · Android');
    expect(device.textContent).toContain('Noch nichts zugestellt');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [b.closest('label')!.textContent, b.checked])).toEqual([
      ['Neue Angebote auf meine Anfragen', true],
      ['Meine Bestellung bestätigt oder versendet', false],
      ['Mir zugewiesene Anfragen', false],
    ]);
    await userEvent.setup().click(within(device).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() =>
      expect(calls(fetchMock, `/push/subscriptions/${DEVICE.id}`, 'DELETE')).toHaveLength(1),
    );
  });

  it('says so where the browser cannot receive pushes, and keeps the switch off', async () => {
    api({ kinds: [], urgentOnly: false }, []);
    await renderUi(<PushSettings role="seller" />, { texts: sellerTexts });
    const toggle = await screen.findByRole('switch', { name: 'Push-Benachrichtigungen auf diesem Gerät' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('keine Push-Benachrichtigungen empfangen');
    expect(await screen.findByText('Noch kein Gerät angemeldet.')).toBeTruthy();
  });
});
