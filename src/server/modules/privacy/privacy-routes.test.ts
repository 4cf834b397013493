import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/platform.ts';
import { dataExports } from '#server/db/schema/privacy.ts';
import { givenOrder } from '#server/test/given-order.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { queuedMails } from '#server/test/outbox.ts';
import * as given from '#server/test/given.ts';
import { EXPORT_LINK_DAYS } from '#shared/privacy/schema.ts';
import { runDueErasures } from './erase.ts';
import { removeExpiredExports } from './export.ts';

/* The privacy routes (decision 052): who may call them, with which ids and bodies. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
const DAY = 86_400_000;

describe('privacy routes refuse what they must (issue 32)', () => {
  it('the account routes: no session 401, an admin 403, a bad body 400 in German', async () => {
    const anonymous = new Client(t.app);
    expect((await anonymous.get('/api/v1/account/privacy')).statusCode).toBe(401);
    expect((await anonymous.post('/api/v1/account/privacy/export', undefined)).statusCode).toBe(401);
    expect((await anonymous.post('/api/v1/account/privacy/erasure', { password: 'x' })).statusCode).toBe(401);
    const admin = await given.loggedIn(t, await given.admin(t), 'admin');
    expect((await admin.get('/api/v1/account/privacy')).statusCode).toBe(403);
    expect((await admin.post('/api/v1/account/privacy/erasure', { password: 'x' })).statusCode).toBe(403);

    const buyer = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const empty = await buyer.post('/api/v1/account/privacy/erasure', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Passwort/);
    expect((await buyer.post('/api/v1/account/privacy/erasure', { password: '' })).json().message).toBe(
      'Bitte geben Sie Ihr Passwort ein.',
    );
    const extra = await buyer.post('/api/v1/account/privacy/erasure', { password: 'x', userId: 'y' });
    expect(extra.statusCode).toBe(400);
    const wrong = await buyer.post('/api/v1/account/privacy/erasure', { password: 'falsch123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Das Passwort ist nicht korrekt.');
    expect((await buyer.delete('/api/v1/account/privacy/erasure')).json().message).toBe(
      'Es ist keine Löschung Ihres Kontos beantragt.',
    );
    expect((await buyer.get('/api/v1/account/privacy/exports/nicht-uuid/file')).statusCode).toBe(400);
  });

  it("another user's export is not found; a second export while one is built is refused", async () => {
    const owner = await given.verifiedBuyer(t);
    const ownerClient = await given.loggedIn(t, owner, 'buyer');
    const first = await ownerClient.post('/api/v1/account/privacy/export', undefined);
    expect(first.statusCode).toBe(202);
    const again = await ownerClient.post('/api/v1/account/privacy/export', undefined);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ihr Datenexport wird bereits erstellt.');
    await t.app.deps.jobs.drain();
    const id = first.json().export.id as string;
    const url = `/api/v1/account/privacy/exports/${id}/file`;
    expect((await ownerClient.get(url)).statusCode).toBe(200);
    expect((await queuedMails(t.database.db, owner.email, 'direct')).map((m) => m.direct?.subject)).toContain(
      'Ihr Datenexport ist bereit',
    );

    const other = await given.loggedIn(t, await given.verifiedBuyer(t), 'buyer');
    const foreign = await other.get(url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Dieser Datenexport ist nicht vorhanden oder abgelaufen.');
    const s = await given.loggedIn(t, await given.seller(t), 'seller');
    expect((await s.get(url)).statusCode).toBe(404);

    // Past its date the file and row go (the hourly privacy schedule); the link is dead.
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(await t.app.deps.blobs.get(row!.storageKey!)).not.toBeNull();
    expect(
      await removeExpiredExports(t.app.deps, new Date(Date.now() + (EXPORT_LINK_DAYS + 1) * DAY)),
    ).toBeGreaterThan(0);
    expect(await t.app.deps.blobs.get(row!.storageKey!)).toBeNull();
    expect((await ownerClient.get(url)).statusCode).toBe(404);
  });

  it('an export whose build never finished (its job gave up) counts as failed; a new one may be asked', async () => {
    const account = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, account, 'buyer');
    await t.database.db
      .insert(dataExports)
      .values({ userId: account.id, status: 'building', createdAt: new Date(Date.now() - 2 * 3_600_000) });
    expect((await client.get('/api/v1/account/privacy')).json().export).toMatchObject({ status: 'failed' });
    expect((await client.post('/api/v1/account/privacy/export', undefined)).statusCode).toBe(202);
  });

  it('a seller exports its own data: offers made and orders received, no secret', async () => {
    const sellerAccount = await given.seller(t);
    const buyer = await given.verifiedBuyer(t);
    await givenOrder(t, buyer.id, sellerAccount.id);
    const client = await given.loggedIn(t, sellerAccount, 'seller');
    const res = await client.post('/api/v1/account/privacy/export', undefined);
    await t.app.deps.jobs.drain();
    const file = await client.get(`/api/v1/account/privacy/exports/${res.json().export.id}/file`);
    const zip = new PizZip(file.rawPayload);
    expect(JSON.parse(zip.file('orders-received.json')!.asText())).toHaveLength(1);
    expect(JSON.parse(zip.file('offers-made.json')!.asText())).toHaveLength(1);
    expect(JSON.parse(zip.file('profile.json')!.asText()).account.email).toBe(sellerAccount.email);
    expect(Object.keys(zip.files).some((n) => n.startsWith('documents/'))).toBe(true);
  });

  it('the admin routes: only admins, a real user, never an admin; audited', async () => {
    const buyerAccount = await given.verifiedBuyer(t);
    const buyer = await given.loggedIn(t, buyerAccount, 'buyer');
    const exportUrl = `/api/v1/admin/users/${buyerAccount.id}/privacy/export`;
    const eraseUrl = `/api/v1/admin/users/${buyerAccount.id}/privacy/erasure`;
    expect((await buyer.post(exportUrl, undefined)).statusCode).toBe(403);
    expect((await buyer.post(eraseUrl, undefined)).statusCode).toBe(403);
    expect((await new Client(t.app).post(eraseUrl, undefined)).statusCode).toBe(401);
    const adminAccount = await given.admin(t);
    const admin = await given.loggedIn(t, adminAccount, 'admin');
    expect((await admin.post('/api/v1/admin/users/kaputt/privacy/erasure', undefined)).statusCode).toBe(400);
    const missing = await admin.post(`/api/v1/admin/users/${crypto.randomUUID()}/privacy/erasure`, undefined);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nutzer nicht gefunden');
    const self = await admin.post(`/api/v1/admin/users/${adminAccount.id}/privacy/erasure`, undefined);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Administratorkonten können hier nicht gelöscht werden.');

    expect((await admin.post(exportUrl, undefined)).statusCode).toBe(202);
    expect((await admin.post(eraseUrl, undefined)).statusCode).toBe(200);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, buyerAccount.id));
    expect(trail.map((r) => r.action).sort()).toEqual(['account.erase', 'account.export']);
    expect(trail.every((r) => r.actorId === adminAccount.id)).toBe(true);
    expect((await buyer.get('/api/v1/account/privacy')).statusCode).toBe(401);
  });

  it('a pending erasure waits for its grace period, and a cancelled one never runs', async () => {
    const account = await given.verifiedBuyer(t);
    const client = await given.loggedIn(t, account, 'buyer');
    expect(
      (await client.post('/api/v1/account/privacy/erasure', { password: given.PASSWORD })).statusCode,
    ).toBe(200);
    const twice = await client.post('/api/v1/account/privacy/erasure', { password: given.PASSWORD });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Die Löschung Ihres Kontos ist bereits beantragt.');
    expect((await client.delete('/api/v1/account/privacy/erasure')).statusCode).toBe(200);
    expect(await runDueErasures(t.app.deps, new Date(Date.now() + 30 * DAY))).toBe(0);
    expect((await client.get('/api/v1/account/privacy')).statusCode).toBe(200);
  });
});
