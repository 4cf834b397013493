import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { randomUUID } from 'node:crypto';
import { admin, loggedIn, multipart, seller, uniqueEmail, verifiedBuyer } from '#server/test/given.ts';
import { offerBody } from '#server/test/given-seller.ts';
import { pdfWithMetadata } from '#server/test/given-pdf.ts';
import { acceptBody, invitationToken, member } from '#server/test/given-team.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import { givenSellerBrands } from '#server/test/given-marketplace.ts';

const BRAND = { sellerA: 'HYDAC', sellerB: 'Danfoss' } as const;
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
  // Decision 071: each seller serves one brand, so a request of the other's brand is not in its list.
  await givenSellerBrands(t, companies.sellerA.id, [BRAND.sellerA]);
  await givenSellerBrands(t, companies.sellerB.id, [BRAND.sellerB]);
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

const pdfPart = async () => ({
  name: 'documents',
  fileName: 'matrix.pdf',
  contentType: 'application/pdf',
  data: await pdfWithMetadata(1),
});

/** A new request of the company (a seller's own request for sellers) with one PDF: its delete URL. */
async function requestDocumentOf(c: Company): Promise<string> {
  const base = c.party === 'seller' ? '/api/v1/seller/my-requests' : '/api/v1/buyer/requests';
  const { body, headers } = multipart(
    { partNumber: `MX-${randomUUID().slice(0, 8)}`, manufacturer: 'HYDAC' },
    [await pdfPart()],
  );
  const id = (await c.owner.request('POST', base, body, headers)).json().id as string;
  const list = (await c.owner.get(`/api/v1/requests/${id}/attachments`)).json() as {
    items: { id: string }[];
  };
  return `/api/v1/requests/${id}/attachments/${list.items[0]!.id}`;
}

/** A pending offer of the seller company (sellerB's for buyer targets) with one PDF: its delete URL. */
async function offerDocumentOf(c: Company): Promise<string> {
  const offering = c.party === 'seller' ? c : companies.sellerB;
  // A brand the offering company serves (decision 071 gave the two seller companies one each).
  const { body, headers } = multipart({
    partNumber: `MX-${randomUUID().slice(0, 8)}`,
    manufacturer: offering === companies.sellerB ? BRAND.sellerB : BRAND.sellerA,
  });
  const requestId = (
    await companies.buyerB.owner.request('POST', '/api/v1/buyer/requests', body, headers)
  ).json().id as string;
  const offerId = (await offering.owner.post('/api/v1/seller/offers', offerBody(requestId))).json()
    .id as string;
  const upload = multipart({}, [await pdfPart()]);
  const added = await offering.owner.request(
    'POST',
    `/api/v1/seller/offers/${offerId}/attachments`,
    upload.body,
    upload.headers,
  );
  return `/api/v1/seller/offers/${offerId}/attachments/${(added.json() as { items: { id: string }[] }).items[0]!.id}`;
}

/** A new request of the company (its own, through its party's form route). */
async function ownRequestOf(c: Company, manufacturer = 'HYDAC'): Promise<string> {
  const form = multipart({ partNumber: 'MATRIX-1', manufacturer, quantity: '1', urgency: 'normal' });
  const base = c.party === 'buyer' ? '/api/v1/buyer/requests' : '/api/v1/seller/my-requests';
  const res = await c.owner.request('POST', base, form.body, form.headers);
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** A buyer's request in the list of this seller company only (its brand, not the other's). */
async function incomingRequestOf(c: Company): Promise<string> {
  const brand = c === companies.sellerB ? BRAND.sellerB : BRAND.sellerA;
  return ownRequestOf(companies.buyerA, brand);
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
  expect: (role: Actor['role'], own: boolean, party: Party | null) => number;
};

const denied = (role: Actor['role']) => (role === 'visitor' ? 401 : 403);
const ownersOnly = (ok: number) => (role: Actor['role'], own: boolean) =>
  role === 'owner' ? (own ? ok : 404) : denied(role);

/** A route of one party's requests: its assigning roles 200 on their own company, 404 on another. */
const assigners =
  (party: Party, roles: readonly Actor['role'][]) => (role: Actor['role'], own: boolean, of: Party | null) =>
    of === party && roles.includes(role) ? (own ? 200 : 404) : denied(role);

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
  // Decision 071: assignments. Owners and the roles that work on requests assign; 'Lesen' never.
  {
    route: 'PUT /api/v1/buyer/requests/:id/assignee',
    call: async (a, c) => {
      const id = await ownRequestOf(c.party === 'buyer' ? c : companies.buyerA);
      return (await a.client.put(`/api/v1/buyer/requests/${id}/assignee`, { assigneeId: null })).statusCode;
    },
    expect: assigners('buyer', ['owner', 'purchasing', 'requester']),
  },
  {
    route: 'PUT /api/v1/seller/my-requests/:id/assignee',
    call: async (a, c) => {
      const id = await ownRequestOf(c.party === 'seller' ? c : companies.sellerA);
      return (await a.client.put(`/api/v1/seller/my-requests/${id}/assignee`, { assigneeId: null }))
        .statusCode;
    },
    expect: assigners('seller', ['owner', 'sales']),
  },
  {
    route: 'PUT /api/v1/seller/requests/:id/assignee',
    call: async (a, c) => {
      const id = await incomingRequestOf(c.party === 'seller' ? c : companies.sellerA);
      return (await a.client.put(`/api/v1/seller/requests/${id}/assignee`, { assigneeId: null })).statusCode;
    },
    expect: assigners('seller', ['owner', 'sales']),
  },
  {
    // Decision 072: deleting an own request's document is an own-request action.
    route: 'DELETE /api/v1/requests/:id/attachments/:attachmentId',
    call: async (a, c) => (await a.client.delete(await requestDocumentOf(c))).statusCode,
    expect: (role, own) =>
      ['owner', 'requester', 'sales'].includes(role) ? (own ? 204 : 404) : denied(role),
  },
  {
    route: 'DELETE /api/v1/seller/offers/:id/attachments/:attachmentId',
    call: async (a, c) => (await a.client.delete(await offerDocumentOf(c))).statusCode,
    expect: (role, own, party) =>
      party === 'seller' && (role === 'owner' || role === 'sales') ? (own ? 204 : 404) : denied(role),
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
