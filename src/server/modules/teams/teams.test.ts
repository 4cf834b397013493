import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations } from '#server/db/schema/teams.ts';
import { auditLog } from '#server/db/schema/platform.ts';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, multipart, seller, verifiedBuyer } from '#server/test/given.ts';
import { givenSellerRequest, offerBody } from '#server/test/given-seller.ts';
import { acceptBody, invitationToken, member } from '#server/test/given-team.ts';
import { outboxNow } from '#server/test/outbox.ts';
import { type TeamView } from '#shared/teams/schema.ts';
import { TEAM_MESSAGES } from '#shared/teams/messages.ts';
import { MEMBER_ROLE_FORBIDDEN } from '#shared/teams/permissions.ts';

/*
 * Issue 37 (decision 066): a company's team — invitations, joining, roles, removal — and the
 * company as the party: colleagues share the company's work, and its rules hold per company.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const OTHER_ID = '00000000-0000-4000-8000-000000000000';

async function sellerOwner() {
  const account = await seller(t);
  return { ...account, client: await loggedIn(t, account, 'seller') };
}
async function buyerOwner() {
  const account = await verifiedBuyer(t);
  return { ...account, client: await loggedIn(t, account, 'buyer') };
}

describe('the team page', () => {
  it('shows every account as a one-member company with its user as owner', async () => {
    const owner = await buyerOwner();
    const res = await owner.client.get('/api/v1/team');
    expect(res.statusCode).toBe(200);
    const team = res.json() as TeamView;
    expect(team).toMatchObject({ party: 'buyer', canManage: true, companyName: 'Muster Hydraulik GmbH' });
    expect(team.members).toEqual([
      expect.objectContaining({ profileId: owner.id, role: 'owner', self: true }),
    ]);
    const session = (await owner.client.get('/api/v1/auth/session')).json();
    expect(session.user).toMatchObject({ companyId: owner.id, memberRole: 'owner' });
  });

  it('refuses visitors (401) and admins (403)', async () => {
    expect((await new Client(t.app).get('/api/v1/team')).statusCode).toBe(401);
    const adm = await loggedIn(t, await admin(t), 'admin');
    expect((await adm.get('/api/v1/team')).statusCode).toBe(403);
  });

  it('lets a member read the team, without the invitations and without managing it', async () => {
    const owner = await sellerOwner();
    const reader = await member(t, owner.client, 'seller', 'read');
    await owner.client.post('/api/v1/team/invitations', { email: 'offen@example.test', role: 'sales' });
    const team = (await reader.client.get('/api/v1/team')).json() as TeamView;
    expect(team.canManage).toBe(false);
    expect(team.invitations).toEqual([]);
    expect(team.members.map((m) => m.role)).toEqual(['owner', 'read']);
    const own = (await owner.client.get('/api/v1/team')).json() as TeamView;
    expect(own.invitations.map((i) => i.email)).toEqual(['offen@example.test']);
  });
});

describe('invitations', () => {
  it('mails a link whose token only the mail knows, valid for seven days, and audits it', async () => {
    const owner = await sellerOwner();
    const res = await owner.client.post('/api/v1/team/invitations', {
      email: 'Neu@Example.test',
      role: 'sales',
    });
    expect(res.statusCode).toBe(201);
    const days = (Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [mail] = await outboxNow(t.database.db, 'neu@example.test', 'team_invitation');
    expect(mail?.variables).toMatchObject({ company_name: 'Händler Fluidtechnik GmbH', role: 'Vertrieb' });
    const token = await invitationToken(t, 'neu@example.test');
    const [row] = await t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.id, res.json().id));
    expect(row!.tokenHash).not.toContain(token);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, res.json().id));
    expect(audit.map((a) => a.action)).toEqual(['team.invite']);
  });

  it('refuses a bad body, a role the party has not, a known address and a second invitation', async () => {
    const owner = await buyerOwner();
    const bad = await owner.client.post('/api/v1/team/invitations', { email: 'kein-mail', role: 'chef' });
    expect(bad.statusCode).toBe(400);
    const sales = await owner.client.post('/api/v1/team/invitations', {
      email: 'x1@example.test',
      role: 'sales',
    });
    expect(sales.statusCode).toBe(400);
    expect(sales.json().message).toBe(TEAM_MESSAGES.roleNotOfParty);
    const other = await verifiedBuyer(t);
    const known = await owner.client.post('/api/v1/team/invitations', { email: other.email, role: 'read' });
    expect(known.statusCode).toBe(409);
    expect(known.json().message).toBe(TEAM_MESSAGES.emailHasAccount);
    await owner.client.post('/api/v1/team/invitations', { email: 'x2@example.test', role: 'read' });
    const twice = await owner.client.post('/api/v1/team/invitations', {
      email: 'x2@example.test',
      role: 'read',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('lets only owners invite, renew and revoke', async () => {
    const owner = await buyerOwner();
    const purchaser = await member(t, owner.client, 'buyer', 'purchasing');
    const res = await purchaser.client.post('/api/v1/team/invitations', {
      email: 'y@example.test',
      role: 'read',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MEMBER_ROLE_FORBIDDEN);
    const open = await owner.client.post('/api/v1/team/invitations', {
      email: 'y@example.test',
      role: 'read',
    });
    const id = open.json().id as string;
    expect((await purchaser.client.post(`/api/v1/team/invitations/${id}/renew`)).statusCode).toBe(403);
    expect((await purchaser.client.delete(`/api/v1/team/invitations/${id}`)).statusCode).toBe(403);
  });

  it('knows no invitation of another company (404)', async () => {
    const owner = await buyerOwner();
    const stranger = await buyerOwner();
    const open = await owner.client.post('/api/v1/team/invitations', {
      email: 'z@example.test',
      role: 'read',
    });
    const id = open.json().id as string;
    expect((await stranger.client.post(`/api/v1/team/invitations/${id}/renew`)).statusCode).toBe(404);
    expect((await stranger.client.delete(`/api/v1/team/invitations/${id}`)).statusCode).toBe(404);
    expect((await owner.client.delete(`/api/v1/team/invitations/${OTHER_ID}`)).statusCode).toBe(404);
    expect((await owner.client.delete('/api/v1/team/invitations/not-a-uuid')).statusCode).toBe(400);
  });

  it('renewing gives a new link; the old one and a revoked one open nothing, an expired one says so', async () => {
    const owner = await sellerOwner();
    const open = await owner.client.post('/api/v1/team/invitations', {
      email: 'r@example.test',
      role: 'sales',
    });
    const first = await invitationToken(t, 'r@example.test');
    const info = await new Client(t.app).get(`/api/v1/team-invitations/${first}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      companyName: 'Händler Fluidtechnik GmbH',
      party: 'seller',
      role: 'sales',
    });
    expect((await owner.client.post(`/api/v1/team/invitations/${open.json().id}/renew`)).statusCode).toBe(
      200,
    );
    const second = await invitationToken(t, 'r@example.test');
    expect(second).not.toBe(first);
    const old = await new Client(t.app).get(`/api/v1/team-invitations/${first}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(TEAM_MESSAGES.invitationNotFound);

    await t.database.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, open.json().id));
    const expired = await new Client(t.app).post(`/api/v1/team-invitations/${second}/accept`, acceptBody());
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(TEAM_MESSAGES.invitationExpired);

    expect((await owner.client.delete(`/api/v1/team/invitations/${open.json().id}`)).statusCode).toBe(200);
    const revoked = await new Client(t.app).post(`/api/v1/team-invitations/${second}/accept`, acceptBody());
    expect(revoked.statusCode).toBe(404);
  });

  it('joining: a weak password and a missing acceptance are refused, then the link works once', async () => {
    const owner = await buyerOwner();
    await owner.client.post('/api/v1/team/invitations', { email: 'j@example.test', role: 'requester' });
    const token = await invitationToken(t, 'j@example.test');
    const url = `/api/v1/team-invitations/${token}/accept`;
    const weak = await new Client(t.app).post(url, acceptBody({ password: 'kurz', passwordConfirm: 'kurz' }));
    expect(weak.statusCode).toBe(400);
    expect((await new Client(t.app).post(url, acceptBody({ acceptLegal: false }))).statusCode).toBe(400);
    expect((await new Client(t.app).post(url, acceptBody())).statusCode).toBe(201);
    expect((await new Client(t.app).post(url, acceptBody())).statusCode).toBe(404);
    const joined = await loggedIn(t, { email: 'j@example.test', password: acceptBody().password }, 'buyer');
    const session = (await joined.get('/api/v1/auth/session')).json();
    expect(session.user).toMatchObject({
      companyId: owner.id,
      memberRole: 'requester',
      company: 'Muster Hydraulik GmbH',
    });
  });

  it('refuses to join when the address got an account meanwhile', async () => {
    const owner = await buyerOwner();
    await owner.client.post('/api/v1/team/invitations', { email: 'late@example.test', role: 'read' });
    const token = await invitationToken(t, 'late@example.test');
    await verifiedBuyer(t, { email: 'late@example.test' });
    const res = await new Client(t.app).post(`/api/v1/team-invitations/${token}/accept`, acceptBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TEAM_MESSAGES.emailHasAccount);
  });
});

describe('roles', () => {
  it('the owner changes a role; the change holds on the member’s next request', async () => {
    const owner = await sellerOwner();
    const colleague = await member(t, owner.client, 'seller', 'sales');
    const res = await owner.client.patch(`/api/v1/team/members/${colleague.id}`, { role: 'read' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'read', self: false });
    const session = (await colleague.client.get('/api/v1/auth/session')).json();
    expect(session.user.memberRole).toBe('read');
  });

  it('refuses a bad role, a role of the other party, another company’s member and non-owners', async () => {
    const owner = await buyerOwner();
    const colleague = await member(t, owner.client, 'buyer', 'read');
    const stranger = await buyerOwner();
    expect(
      (await owner.client.patch(`/api/v1/team/members/${colleague.id}`, { role: 'chef' })).statusCode,
    ).toBe(400);
    expect(
      (await owner.client.patch(`/api/v1/team/members/${colleague.id}`, { role: 'sales' })).statusCode,
    ).toBe(400);
    expect(
      (await stranger.client.patch(`/api/v1/team/members/${colleague.id}`, { role: 'owner' })).statusCode,
    ).toBe(404);
    expect(
      (await colleague.client.patch(`/api/v1/team/members/${colleague.id}`, { role: 'owner' })).statusCode,
    ).toBe(403);
  });

  it('keeps the last owner: not demoted, not removed; with a second owner the first may step down', async () => {
    const owner = await buyerOwner();
    const last = await owner.client.patch(`/api/v1/team/members/${owner.id}`, { role: 'read' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(TEAM_MESSAGES.lastOwner);
    const second = await member(t, owner.client, 'buyer', 'owner');
    expect((await second.client.delete(`/api/v1/team/members/${owner.id}`)).statusCode).toBe(409);
    expect(
      (await owner.client.patch(`/api/v1/team/members/${owner.id}`, { role: 'purchasing' })).statusCode,
    ).toBe(200);
    expect(
      (await second.client.patch(`/api/v1/team/members/${second.id}`, { role: 'read' })).statusCode,
    ).toBe(409);
  });
});

describe('removing a member', () => {
  it('ends its session and its API key at once; its work stays with the company', async () => {
    const owner = await buyerOwner();
    const colleague = await member(t, owner.client, 'buyer', 'requester');
    const { body, headers } = multipart({ partNumber: 'TEAM-4711', quantity: '1' });
    const created = await colleague.client.request('POST', '/api/v1/buyer/requests', body, headers);
    expect(created.statusCode).toBe(201);
    // The owner's key list holds the company's keys; the member's key acts for the company.
    const key = await owner.client.post('/api/v1/api-keys', { name: 'ERP', scopes: ['requests:write'] });
    expect(key.statusCode).toBe(201);
    const memberKey = await colleague.client.post('/api/v1/api-keys', {
      name: 'Mein ERP',
      scopes: ['requests:write'],
    });
    expect(memberKey.statusCode).toBe(403);

    const removed = await owner.client.delete(`/api/v1/team/members/${colleague.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await colleague.client.get('/api/v1/buyer/requests')).statusCode).toBe(401);
    const again = await new Client(t.app).post('/api/v1/auth/login', {
      email: colleague.email,
      password: colleague.password,
      role: 'buyer',
    });
    expect(again.statusCode).toBe(403);
    const list = (await owner.client.get('/api/v1/buyer/requests')).json();
    expect(list.items.map((r: { partNumber: string }) => r.partNumber)).toContain('TEAM-4711');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, colleague.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['team.join', 'team.member_remove']));
  });

  it('revokes the keys the member created', async () => {
    const owner = await sellerOwner();
    const colleague = await member(t, owner.client, 'seller', 'owner');
    const key = await colleague.client.post('/api/v1/api-keys', { name: 'ERP', scopes: ['requests:read'] });
    expect(key.statusCode).toBe(201);
    const bearer = { authorization: `Bearer ${key.json().key}` };
    expect(
      (await new Client(t.app).request('GET', '/api/v1/seller/requests', undefined, bearer)).statusCode,
    ).toBe(200);
    const keys = (await owner.client.get('/api/v1/api-keys')).json();
    expect(keys.items).toHaveLength(1);
    expect((await owner.client.delete(`/api/v1/team/members/${colleague.id}`)).statusCode).toBe(200);
    expect(
      (await new Client(t.app).request('GET', '/api/v1/seller/requests', undefined, bearer)).statusCode,
    ).toBe(401);
  });

  it('refuses another company’s member, an unknown id, oneself and non-owners', async () => {
    const owner = await sellerOwner();
    const colleague = await member(t, owner.client, 'seller', 'sales');
    const stranger = await sellerOwner();
    expect((await stranger.client.delete(`/api/v1/team/members/${colleague.id}`)).statusCode).toBe(404);
    expect((await owner.client.delete(`/api/v1/team/members/${OTHER_ID}`)).statusCode).toBe(404);
    expect((await owner.client.delete(`/api/v1/team/members/${owner.id}`)).statusCode).toBe(409);
    expect((await colleague.client.delete(`/api/v1/team/members/${owner.id}`)).statusCode).toBe(403);
    expect((await colleague.client.get('/api/v1/team')).statusCode).toBe(200);
  });
});

describe('the company is the party', () => {
  it('colleagues of a seller see the company’s requests and offers; one offer per request per company', async () => {
    const owner = await sellerOwner();
    const sales = await member(t, owner.client, 'seller', 'sales');
    const reader = await member(t, owner.client, 'seller', 'read');
    const buyer = await verifiedBuyer(t);
    const request = await givenSellerRequest(t, buyer.id);

    const created = await sales.client.post('/api/v1/seller/offers', offerBody(request.id));
    expect(created.statusCode).toBe(201);
    const second = await owner.client.post('/api/v1/seller/offers', offerBody(request.id));
    expect(second.statusCode).toBe(409);
    const refused = await reader.client.post('/api/v1/seller/offers', offerBody(request.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MEMBER_ROLE_FORBIDDEN);

    for (const c of [owner.client, sales.client, reader.client]) {
      const requests = (await c.get(`/api/v1/seller/requests?search=${request.partNumber}`)).json();
      expect(requests.items).toHaveLength(1);
      const offers = (await c.get('/api/v1/seller/offers')).json();
      expect(offers.items.map((o: { id: string }) => o.id)).toEqual([created.json().id]);
    }
  });

  it('a reader of a buyer company reads the requests and writes nothing', async () => {
    const owner = await buyerOwner();
    const reader = await member(t, owner.client, 'buyer', 'read');
    const { body, headers } = multipart({ partNumber: 'READ-1', quantity: '1' });
    const refused = await reader.client.request('POST', '/api/v1/buyer/requests', body, headers);
    expect(refused.statusCode).toBe(403);
    const own = multipart({ partNumber: 'READ-2', quantity: '1' });
    expect(
      (await owner.client.request('POST', '/api/v1/buyer/requests', own.body, own.headers)).statusCode,
    ).toBe(201);
    const list = (await reader.client.get('/api/v1/buyer/requests')).json();
    expect(list.items.map((r: { partNumber: string }) => r.partNumber)).toEqual(['READ-2']);
    expect((await reader.client.patch('/api/v1/buyer/profile', { phone: '+49 1 2345' })).statusCode).toBe(
      403,
    );
  });
});
