import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, uniqueEmail, verifiedBuyer } from '#server/test/given.ts';
import { acceptBody, invitationToken, member } from '#server/test/given-team.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import { orderApprovals } from '#server/db/schema/approvals.ts';
import { activePaymentTermId, offer, request } from '#server/test/given.ts';

/*
 * Issue 37's closing note: the authorization matrix of the team routes — every route × every
 * role (seller owner/sales/read, buyer owner/purchasing/requester/read, admin, visitor) × own
 * company / other company — with the expected status. Each cell acts on targets of its own.
 */

let t: TestApp;

type Party = 'buyer' | 'seller';
interface Company {
  party: Party;
  id: string;
  owner: Client;
}
interface Actor {
  name: string;
  client: Client;
  party: Party | null;
  role: MemberRole | 'admin' | 'visitor';
}

const companies = {} as Record<'sellerA' | 'sellerB' | 'buyerA' | 'buyerB', Company>;
const actors: Actor[] = [];

async function company(party: Party): Promise<Company> {
  const account = party === 'seller' ? await seller(t) : await verifiedBuyer(t);
  return { party, id: account.id, owner: await loggedIn(t, account, party) };
}

beforeAll(async () => {
  t = await startTestApp();
  companies.sellerA = await company('seller');
  companies.sellerB = await company('seller');
  companies.buyerA = await company('buyer');
  companies.buyerB = await company('buyer');
  actors.push({ name: 'seller owner', client: companies.sellerA.owner, party: 'seller', role: 'owner' });
  for (const role of ['sales', 'read'] as const) {
    const m = await member(t, companies.sellerA.owner, 'seller', role);
    actors.push({ name: `seller ${role}`, client: m.client, party: 'seller', role });
  }
  actors.push({ name: 'buyer owner', client: companies.buyerA.owner, party: 'buyer', role: 'owner' });
  for (const role of ['purchasing', 'requester', 'read'] as const) {
    const m = await member(t, companies.buyerA.owner, 'buyer', role);
    actors.push({ name: `buyer ${role}`, client: m.client, party: 'buyer', role });
  }
  actors.push({
    name: 'admin',
    client: await loggedIn(t, await admin(t), 'admin'),
    party: null,
    role: 'admin',
  });
  actors.push({ name: 'visitor', client: new Client(t.app), party: null, role: 'visitor' });
}, 240_000);
afterAll(async () => {
  await t.close();
});

/** The actor's own company and another one of the same party (sellers' for admins and visitors). */
function companyOf(actor: Actor, own: boolean): Company {
  const party = actor.party ?? 'seller';
  return companies[`${party}${own ? 'A' : 'B'}`];
}

async function invitationOf(c: Company): Promise<string> {
  const res = await c.owner.post('/api/v1/team/invitations', { email: uniqueEmail('matrix'), role: 'read' });
  return res.json().id as string;
}

async function memberOf(c: Company): Promise<string> {
  const email = uniqueEmail('matrix-m');
  await c.owner.post('/api/v1/team/invitations', { email, role: 'read' });
  const token = await invitationToken(t, email);
  await new Client(t.app).post(`/api/v1/team-invitations/${token}/accept`, acceptBody());
  const team = (await c.owner.get('/api/v1/team')).json() as {
    members: { profileId: string; email: string }[];
  };
  return team.members.find((m) => m.email === email)!.profileId;
}

/**
 * Decision 070: a pending approval of the company (a buyer's; for a seller company, whose
 * members are refused before the id is looked at, one of buyer A's).
 */
async function approvalOf(c: Company): Promise<string> {
  const companyId = c.party === 'buyer' ? c.id : companies.buyerA.id;
  const r = await request(t, companyId);
  const o = await offer(t, r.id, companies.sellerB.id);
  const input = {
    offerId: o.id,
    paymentTermsId: await activePaymentTermId(t),
    billingAddress: { street: 'Werkstraße 5', city: 'Ulm', zip: '89073', country: 'Deutschland' },
    differentShipping: false,
    specialInstructions: undefined,
    internalReference: undefined,
    acceptLegal: true as const,
  };
  const [row] = await t.database.db
    .insert(orderApprovals)
    .values({
      companyId,
      requestId: r.id,
      offerId: o.id,
      requestedBy: companyId,
      input,
      totalAmount: '130.90',
    })
    .returning({ id: orderApprovals.id });
  return row!.id;
}

/** Decision 070: a purchaser of a buyer company (the limit's target); a reader of a seller company. */
async function purchaserOf(c: Company): Promise<string> {
  if (c.party === 'seller') return memberOf(c);
  const email = uniqueEmail('matrix-p');
  await c.owner.post('/api/v1/team/invitations', { email, role: 'purchasing' });
  const token = await invitationToken(t, email);
  await new Client(t.app).post(`/api/v1/team-invitations/${token}/accept`, acceptBody());
  const team = (await c.owner.get('/api/v1/team')).json() as {
    members: { profileId: string; email: string }[];
  };
  return team.members.find((m) => m.email === email)!.profileId;
}

type Route = {
  route: string;
  call: (actor: Actor, target: Company) => Promise<number>;
  /** Expected status for a member of the company with this role, own or other company. */
  expect: (role: Actor['role'], own: boolean, party?: Party | null) => number;
};

const denied = (role: Actor['role']) => (role === 'visitor' ? 401 : 403);
const ownersOnly = (ok: number) => (role: Actor['role'], own: boolean) =>
  role === 'owner' ? (own ? ok : 404) : denied(role);

/** Decision 070: buyer members decide approvals ('Einkauf', owner); the rest are refused. */
const buyerDeciders = (ok: number) => (role: Actor['role'], own: boolean, party?: Party | null) =>
  party === 'buyer' && (role === 'owner' || role === 'purchasing') ? (own ? ok : 404) : denied(role);

const ROUTES: Route[] = [
  {
    route: 'GET /api/v1/team',
    call: async (a) => (await a.client.get('/api/v1/team')).statusCode,
    expect: (role) => (role === 'visitor' ? 401 : role === 'admin' ? 403 : 200),
  },
  {
    route: 'POST /api/v1/team/invitations',
    call: async (a) =>
      (await a.client.post('/api/v1/team/invitations', { email: uniqueEmail('m'), role: 'read' })).statusCode,
    expect: (role) => (role === 'owner' ? 201 : denied(role)),
  },
  {
    route: 'POST /api/v1/team/invitations/:id/renew',
    call: async (a, c) =>
      (await a.client.post(`/api/v1/team/invitations/${await invitationOf(c)}/renew`)).statusCode,
    expect: ownersOnly(200),
  },
  {
    route: 'DELETE /api/v1/team/invitations/:id',
    call: async (a, c) =>
      (await a.client.delete(`/api/v1/team/invitations/${await invitationOf(c)}`)).statusCode,
    expect: ownersOnly(200),
  },
  {
    route: 'PATCH /api/v1/team/members/:profileId',
    call: async (a, c) =>
      (await a.client.patch(`/api/v1/team/members/${await memberOf(c)}`, { role: 'owner' })).statusCode,
    expect: ownersOnly(200),
  },
  {
    route: 'DELETE /api/v1/team/members/:profileId',
    call: async (a, c) => (await a.client.delete(`/api/v1/team/members/${await memberOf(c)}`)).statusCode,
    expect: ownersOnly(200),
  },
  {
    route: 'PUT /api/v1/team/members/:profileId/approval-limit',
    call: async (a, c) =>
      (
        await a.client.put(`/api/v1/team/members/${await purchaserOf(c)}/approval-limit`, {
          approvalLimit: 500,
        })
      ).statusCode,
    // A seller company has no approval limits (400, its owner); another buyer's member is 404.
    expect: (role, own, party) =>
      role === 'owner' ? (party === 'seller' ? 400 : own ? 200 : 404) : denied(role),
  },
  {
    route: 'GET /api/v1/buyer/approvals',
    call: async (a) => (await a.client.get('/api/v1/buyer/approvals')).statusCode,
    expect: (role, _own, party) => (party === 'buyer' ? 200 : denied(role)),
  },
  {
    route: 'POST /api/v1/buyer/approvals/:id/approve',
    call: async (a, c) =>
      (await a.client.post(`/api/v1/buyer/approvals/${await approvalOf(c)}/approve`)).statusCode,
    expect: buyerDeciders(200),
  },
  {
    route: 'POST /api/v1/buyer/approvals/:id/decline',
    call: async (a, c) =>
      (await a.client.post(`/api/v1/buyer/approvals/${await approvalOf(c)}/decline`, { reason: 'Matrix' }))
        .statusCode,
    expect: buyerDeciders(200),
  },
  {
    route: 'GET /api/v1/team-invitations/:token (public)',
    call: async (a, c) => {
      const email = uniqueEmail('matrix-p');
      await c.owner.post('/api/v1/team/invitations', { email, role: 'read' });
      return (await a.client.get(`/api/v1/team-invitations/${await invitationToken(t, email)}`)).statusCode;
    },
    expect: () => 200,
  },
];

describe('the team routes’ authorization matrix (issue 37)', { timeout: 240_000 }, () => {
  for (const r of ROUTES) {
    it(r.route, async () => {
      const got: string[] = [];
      const want: string[] = [];
      for (const actor of actors) {
        for (const own of [true, false]) {
          const cell = `${actor.name} × ${own ? 'own' : 'other'} company`;
          got.push(`${cell}: ${await r.call(actor, companyOf(actor, own))}`);
          want.push(`${cell}: ${r.expect(actor.role, own, actor.party)}`);
        }
      }
      expect(got).toEqual(want);
    });
  }
});
