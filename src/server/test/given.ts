import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { accounts, profiles } from '../db/schema/auth.ts';
import { sellerProfiles } from '../db/schema/parties.ts';
import type { ActiveStatus, ApprovalStatus, PaymentStatus } from '../../shared/constants.ts';
import { Client, type TestApp } from './harness.ts';

/** Factories: every test makes its own accounts, with unique e-mails, and shares no rows. */

export const PASSWORD = 'geheim123';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export function buyerSignupBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Erika',
    lastName: 'Muster',
    company: 'Muster Hydraulik GmbH',
    email: uniqueEmail('kaeufer'),
    phone: '+49 711 123456',
    vatNumber: 'DE123456789',
    billingAddress: { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' },
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    ...overrides,
  };
}

export function sellerSignupBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Max',
    lastName: 'Händler',
    companyName: 'Händler Fluidtechnik GmbH',
    email: uniqueEmail('verkaeufer'),
    phone: '+49 89 987654',
    vatNumber: 'DE987654321',
    employeeCount: '11-50',
    billingAddress: { street: 'Industriestraße 5', city: 'München', zip: '80331', country: 'Deutschland' },
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    ...overrides,
  };
}

async function markVerified(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db
    .update(profiles)
    .set({ emailVerified: true })
    .where(eq(profiles.email, email))
    .returning({ id: profiles.id });
  return row!.id;
}

export async function verifiedBuyer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = buyerSignupBody(overrides);
  const res = await new Client(t.app).post('/api/v1/auth/signup/buyer', body);
  if (res.statusCode !== 201) throw new Error(`buyer signup failed: ${res.body}`);
  const id = await markVerified(t, body.email);
  return { id, email: body.email, password: PASSWORD };
}

export async function seller(
  t: TestApp,
  status: { approval?: ApprovalStatus; payment?: PaymentStatus; active?: ActiveStatus } = {},
) {
  const body = sellerSignupBody();
  const res = await new Client(t.app).post('/api/v1/auth/signup/seller', body);
  if (res.statusCode !== 201) throw new Error(`seller signup failed: ${res.body}`);
  const id = await markVerified(t, body.email);
  await t.database.db
    .update(sellerProfiles)
    .set({
      approvalStatus: status.approval ?? 'approved',
      paymentStatus: status.payment ?? 'freetrial',
      activeStatus: status.active ?? 'active',
    })
    .where(eq(sellerProfiles.id, id));
  return { id, email: body.email, password: PASSWORD };
}

export async function admin(t: TestApp) {
  const email = uniqueEmail('admin');
  const [row] = await t.database.db
    .insert(profiles)
    .values({ email, name: 'Admin', role: 'admin', emailVerified: true })
    .returning({ id: profiles.id });
  await t.database.db.insert(accounts).values({
    accountId: row!.id,
    providerId: 'credential',
    userId: row!.id,
    password: await hashPassword(PASSWORD),
  });
  return { id: row!.id, email, password: PASSWORD };
}

export async function loggedIn(
  t: TestApp,
  who: { email: string; password: string },
  role: 'buyer' | 'seller' | 'admin',
) {
  const client = new Client(t.app);
  const res = await client.post('/api/v1/auth/login', { email: who.email, password: who.password, role });
  if (res.statusCode !== 200) throw new Error(`login failed (${res.statusCode}): ${res.body}`);
  return client;
}
