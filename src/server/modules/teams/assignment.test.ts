import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/platform.ts';
import { type Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import * as given from '#server/test/given.ts';
import { member } from '#server/test/given-team.ts';
import { queuedMails, recordedEvents } from '#server/test/outbox.ts';
import { ASSIGNEE_INVALID, ASSIGNEE_NOT_ALLOWED } from '#shared/teams/assignment.ts';
import { MEMBER_ROLE_FORBIDDEN } from '#shared/teams/permissions.ts';

/*
 * Issue 37 (decision 071): a buyer company assigns its own request, a seller company a request
 * of its list, to a member; the lists show 'Zugewiesen' and 'erstellt von' and filter
 * 'Mir zugewiesen'; the assignee hears of it; a seller's assignment is its own.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createRequest(
  client: Client,
  base = '/api/v1/buyer/requests',
  partNumber = 'ZUW-100',
): Promise<string> {
  const form = given.multipart({ partNumber, manufacturer: 'HYDAC', quantity: '2', urgency: 'normal' });
  const res = await client.request('POST', base, form.body, form.headers);
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.body}`);
  return (res.json() as { id: string }).id;
}

async function buyerTeam() {
  const owner = await given.verifiedBuyer(t);
  const client = await given.loggedIn(t, owner, 'buyer');
  const requester = await member(t, client, 'buyer', 'requester', {
    firstName: 'Rita',
    lastName: 'Anforderer',
  });
  const reader = await member(t, client, 'buyer', 'read', { firstName: 'Lea', lastName: 'Leser' });
  return { owner, client, requester, reader };
}

async function sellerTeam() {
  const owner = await given.seller(t);
  const client = await given.loggedIn(t, owner, 'seller');
  const sales = await member(t, client, 'seller', 'sales', { firstName: 'Sven', lastName: 'Vertrieb' });
  const reader = await member(t, client, 'seller', 'read');
  return { owner, client, sales, reader };
}

type Item = { id: string; createdBy: unknown; assignee: unknown };
const itemsOf = async (client: Client, url: string) =>
  (await client.get(url)).json<{ items: Item[] }>().items;

describe("a buyer's request assigned to a colleague (decision 071)", () => {
  it("shows 'erstellt von' and 'Zugewiesen', filters 'Mir zugewiesen', audits, and mails the assignee", async () => {
    const b = await buyerTeam();
    const id = await createRequest(b.requester.client);
    const rita = { id: b.requester.id, name: 'Rita Anforderer' };

    const res = await b.client.put(`/api/v1/buyer/requests/${id}/assignee`, { assigneeId: b.requester.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ requestId: id, assignee: rita });

    const listed = (await itemsOf(b.client, '/api/v1/buyer/requests')).find((r) => r.id === id);
    expect(listed).toMatchObject({ createdBy: rita, assignee: rita });
    expect(
      (await itemsOf(b.requester.client, '/api/v1/buyer/requests?assigned=me')).map((r) => r.id),
    ).toEqual([id]);
    expect(await itemsOf(b.client, '/api/v1/buyer/requests?assigned=me')).toEqual([]);

    const audited = await t.database.db
      .select({ before: auditLog.before, after: auditLog.after, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'request.assign'), eq(auditLog.entityId, id)));
    expect(audited).toEqual([
      {
        actorId: b.owner.id,
        before: { companyId: b.owner.id, assigneeId: null },
        after: { companyId: b.owner.id, assigneeId: b.requester.id },
      },
    ]);
    const mails = await queuedMails(t.database.db, b.requester.email, 'request_assigned');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.variables).toMatchObject({ name: 'Rita Anforderer', part_number: 'ZUW-100' });

    // The same assignee again changes nothing: no second event, no second mail.
    await b.client.put(`/api/v1/buyer/requests/${id}/assignee`, { assigneeId: b.requester.id });
    expect(await recordedEvents(t.database.db, 'request.assigned', 'requestId', id)).toHaveLength(1);

    // Taken back: nobody, audited.
    const back = await b.requester.client.put(`/api/v1/buyer/requests/${id}/assignee`, { assigneeId: null });
    expect(back.json()).toEqual({ requestId: id, assignee: null });
    expect((await itemsOf(b.client, '/api/v1/buyer/requests')).find((r) => r.id === id)?.assignee).toBeNull();
    const unassigned = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'request.unassign'), eq(auditLog.entityId, id)));
    expect(unassigned).toHaveLength(1);
  });

  it("refuses 'Lesen' (403), another company's request (404), a bad body (400), a stranger (404) and a reader as assignee (422)", async () => {
    const b = await buyerTeam();
    const other = await buyerTeam();
    const id = await createRequest(b.client);
    const path = `/api/v1/buyer/requests/${id}/assignee`;

    const asReader = await b.reader.client.put(path, { assigneeId: b.requester.id });
    expect(asReader.statusCode).toBe(403);
    expect(asReader.json().message).toBe(MEMBER_ROLE_FORBIDDEN);
    const foreign = await other.client.put(path, { assigneeId: other.requester.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Anfrage nicht gefunden');
    for (const body of [{}, { assigneeId: 'niemand' }, { assigneeId: 7 }]) {
      const bad = await b.client.put(path, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toBe(ASSIGNEE_INVALID);
    }
    const stranger = await b.client.put(path, { assigneeId: other.requester.id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Mitglied nicht gefunden');
    const reader = await b.client.put(path, { assigneeId: b.reader.id });
    expect(reader.statusCode).toBe(422);
    expect(reader.json().message).toBe(ASSIGNEE_NOT_ALLOWED);
    // Nothing was stored by any refusal.
    expect((await itemsOf(b.client, '/api/v1/buyer/requests')).find((r) => r.id === id)?.assignee).toBeNull();
  });

  it('ends a removed member’s assignments', async () => {
    const b = await buyerTeam();
    const id = await createRequest(b.client);
    await b.client.put(`/api/v1/buyer/requests/${id}/assignee`, { assigneeId: b.requester.id });
    expect((await b.client.delete(`/api/v1/team/members/${b.requester.id}`)).statusCode).toBe(200);
    expect((await itemsOf(b.client, '/api/v1/buyer/requests')).find((r) => r.id === id)?.assignee).toBeNull();
  });
});

describe('an incoming request assigned by a seller company (decision 071)', () => {
  it("is the seller company's alone: the buyer and another seller never see it", async () => {
    const s = await sellerTeam();
    const rival = await sellerTeam();
    const b = await buyerTeam();
    const id = await createRequest(b.client, '/api/v1/buyer/requests', 'ZUW-200');
    const sven = { id: s.sales.id, name: 'Sven Vertrieb' };

    const res = await s.sales.client.put(`/api/v1/seller/requests/${id}/assignee`, {
      assigneeId: s.sales.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ requestId: id, assignee: sven });
    const mine = await itemsOf(s.sales.client, '/api/v1/seller/requests?assigned=me');
    expect(mine.map((r) => r.id)).toEqual([id]);
    expect(mine[0]!.assignee).toEqual(sven);
    expect(await itemsOf(s.client, '/api/v1/seller/requests?assigned=me')).toEqual([]);
    expect(
      (await itemsOf(rival.client, '/api/v1/seller/requests')).find((r) => r.id === id)?.assignee,
    ).toBeNull();
    expect((await itemsOf(b.client, '/api/v1/buyer/requests')).find((r) => r.id === id)?.assignee).toBeNull();
    const mails = await queuedMails(t.database.db, s.sales.email, 'request_assigned');
    expect(mails.map((m) => m.variables.part_number)).toEqual(['ZUW-200']);
    expect(mails[0]!.recipientType).toBe('seller');
  });

  it("refuses 'Lesen' (403), a request outside its list (404) and a bad body (400)", async () => {
    const s = await sellerTeam();
    const b = await buyerTeam();
    const id = await createRequest(b.client, '/api/v1/buyer/requests', 'ZUW-300');
    const asReader = await s.reader.client.put(`/api/v1/seller/requests/${id}/assignee`, {
      assigneeId: null,
    });
    expect(asReader.statusCode).toBe(403);
    // The seller's own request is not in its list of incoming requests.
    const own = await createRequest(s.client, '/api/v1/seller/my-requests', 'ZUW-301');
    const outside = await s.client.put(`/api/v1/seller/requests/${own}/assignee`, { assigneeId: s.sales.id });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('Anfrage nicht gefunden');
    const bad = await s.client.put(`/api/v1/seller/requests/${id}/assignee`, { assigneeId: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ASSIGNEE_INVALID);
    // A buyer is refused the seller's route before anything is read.
    expect(
      (await b.client.put(`/api/v1/seller/requests/${id}/assignee`, { assigneeId: null })).statusCode,
    ).toBe(403);
  });

  it("assigns a seller's own request ('Meine Anfragen') to 'Vertrieb' with 'erstellt von'", async () => {
    const s = await sellerTeam();
    const id = await createRequest(s.sales.client, '/api/v1/seller/my-requests', 'ZUW-400');
    const res = await s.client.put(`/api/v1/seller/my-requests/${id}/assignee`, { assigneeId: s.sales.id });
    expect(res.statusCode, res.body).toBe(200);
    const listed = (await itemsOf(s.client, '/api/v1/seller/my-requests')).find((r) => r.id === id);
    expect(listed).toMatchObject({
      createdBy: { id: s.sales.id, name: 'Sven Vertrieb' },
      assignee: { id: s.sales.id, name: 'Sven Vertrieb' },
    });
  });
});
