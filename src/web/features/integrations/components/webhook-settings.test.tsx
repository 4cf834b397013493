import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedWebhook, WebhookDelivery, WebhookView } from '#shared/webhooks/schema.ts';
import { answerApi, renderUi } from '#web/test/render.tsx';
import { sellerTexts } from '#web/app/dashboards/seller-texts.ts';
import { useSession } from '#web/lib/session.ts';
import { WebhookSettings } from './webhook-settings.tsx';

const HOOK: WebhookView = {
  id: '3c9e5a10-0000-4000-8000-000000000001',
  url: 'https://erp.example.com/hydroparts',
  events: ['request.created'],
  isActive: true,
  createdAt: '2026-11-27T08:00:00.000Z',
  previousSecretExpiresAt: null,
  createdBy: { id: '3c9e5a10-0000-4000-8000-0000000000aa', name: 'Julia Weber' },
  lastDelivery: null,
};
const SESSION = {
  user: {
    id: HOOK.createdBy!.id,
    email: 'julia@verkauf.example',
    role: 'seller',
    name: 'Julia Weber',
    language: 'de',
    companyId: HOOK.createdBy!.id,
    memberRole: 'owner',
    company: 'Verkauf GmbH',
  },
};
const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: '3c9e5a10-0000-4000-8000-000000000010',
  eventId: '3c9e5a10-0000-4000-8000-000000000011',
  eventType: 'ping',
  status: 'failed',
  attempts: 1,
  lastStatusCode: null,
  lastError: null,
  failure: null,
  createdAt: '2026-11-27T08:05:00.000Z',
  lastAttemptAt: '2026-11-27T08:05:01.000Z',
  deliveredAt: null,
  ...over,
});

/** The settings as the dashboard shows them: behind the role guard, once the session is known. */
function Settings() {
  return useSession().data?.user ? <WebhookSettings /> : null;
}

afterEach(() => vi.restoreAllMocks());

describe('webhook settings (issue 34, decision 078)', () => {
  it('a successful save shows the secret and success only, no red error', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    let saved = false;
    const created: CreatedWebhook = { ...HOOK, secret: `whsec_${'A'.repeat(43)}=` };
    const fetchMock = answerApi((path) => {
      if (path === '/auth/session') return { status: 200, body: SESSION };
      if (path === '/webhooks') return { status: 200, body: { items: saved ? [HOOK] : [] } };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'Nicht gefunden' } };
    });
    await renderUi(<Settings />, { texts: sellerTexts });
    await screen.findByText('Noch keine Webhooks angelegt.');
    await user.type(screen.getByLabelText(/Empfänger-Adresse/), HOOK.url);
    fetchMock.mockImplementationOnce(async () => {
      saved = true;
      return Response.json(created, { status: 201 });
    });
    await user.click(screen.getByRole('button', { name: 'Webhook anlegen' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(created.secret);
    await screen.findByTestId('webhook-card');
    expect(success).toHaveBeenCalledWith('Webhook angelegt');
    expect(error).not.toHaveBeenCalled();
    const section = screen.getByRole('region', { name: 'Webhooks' });
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(section.querySelector('[aria-invalid="true"], p.text-destructive')).toBeNull();
  });

  it('names why a delivery failed in the reader’s words, never the library’s', async () => {
    const user = userEvent.setup();
    answerApi((path) => {
      if (path === '/auth/session') return { status: 200, body: SESSION };
      if (path === '/webhooks') return { status: 200, body: { items: [HOOK] } };
      if (path === `/webhooks/${HOOK.id}/deliveries`)
        return {
          status: 200,
          body: {
            items: [
              delivery({
                lastError:
                  'EPROTO: C0D7A1E4:error:0A00010B:SSL routines:ssl3_get_record:wrong version number',
                failure: 'tls',
              }),
              delivery({
                id: '3c9e5a10-0000-4000-8000-000000000012',
                lastError: 'HTTP 503',
                lastStatusCode: 503,
                failure: 'http_status',
              }),
            ],
          },
        };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'Nicht gefunden' } };
    });
    await renderUi(<Settings />, { texts: sellerTexts });
    await user.click(await screen.findByRole('button', { name: 'Zustellprotokoll' }));
    const reasons = await screen.findAllByTestId('webhook-failure');
    expect(reasons.map((r) => r.textContent)).toEqual([
      'Die verschlüsselte Verbindung (TLS) zum Empfänger ist fehlgeschlagen.',
      'Der Empfänger antwortete mit HTTP 503 statt mit 2xx.',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('webhook-log').textContent).not.toMatch(/SSL|EPROTO|error/),
    );
  });
});
