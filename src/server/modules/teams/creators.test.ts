import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { loggedIn, seller } from '#server/test/given.ts';
import { member } from '#server/test/given-team.ts';

/*
 * Issue 37: API keys and webhooks belong to the company and name the member who created them —
 * to the company's members, and to nobody else.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
});
afterAll(async () => {
  await t.close();
});

describe('who created a key or a webhook (issue 37)', () => {
  it('is named to the company, and the other company sees neither', async () => {
    const owner = await loggedIn(t, await seller(t), 'seller');
    const colleague = await member(t, owner, 'seller', 'owner', { firstName: 'Karla', lastName: 'Kollegin' });
    const key = await colleague.client.post('/api/v1/api-keys', { name: 'ERP', scopes: ['requests:read'] });
    expect(key.statusCode, key.body).toBe(201);
    expect(key.json().createdBy).toEqual({ id: colleague.id, name: 'Karla Kollegin' });
    const hook = await colleague.client.post('/api/v1/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['request.created'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    expect(hook.json().createdBy).toEqual({ id: colleague.id, name: 'Karla Kollegin' });

    // The first owner reads both as the company's, each naming its creator.
    const keys = (await owner.get('/api/v1/api-keys')).json().items as { createdBy: unknown }[];
    expect(keys.map((k) => k.createdBy)).toEqual([{ id: colleague.id, name: 'Karla Kollegin' }]);
    const hooks = (await owner.get('/api/v1/webhooks')).json().items as { id: string; createdBy: unknown }[];
    expect(hooks.map((h) => h.createdBy)).toEqual([{ id: colleague.id, name: 'Karla Kollegin' }]);
    // Revoking and changing keep the name.
    const revoked = await owner.delete(`/api/v1/api-keys/${key.json().id}`);
    expect(revoked.json().createdBy).toEqual({ id: colleague.id, name: 'Karla Kollegin' });
    const paused = await owner.patch(`/api/v1/webhooks/${hooks[0]!.id}`, { isActive: false });
    expect(paused.json().createdBy).toEqual({ id: colleague.id, name: 'Karla Kollegin' });

    // Another company: no key, no webhook, no name.
    const other = await loggedIn(t, await seller(t), 'seller');
    expect((await other.get('/api/v1/api-keys')).json().items).toEqual([]);
    expect((await other.get('/api/v1/webhooks')).json().items).toEqual([]);
    expect((await other.delete(`/api/v1/api-keys/${key.json().id}`)).statusCode).toBe(404);
  });
});
