import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { accounts, profiles } from '#server/db/schema/auth.ts';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { offers, requests } from '#server/db/schema/marketplace.ts';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import {
  DEFAULT_PAYMENT_TERM_DAYS,
  type ActiveStatus,
  type ApprovalStatus,
  type PaymentStatus,
} from '#shared/constants.ts';
import { Client, type TestApp } from './harness.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';

/** Factories: every test makes its own accounts, with unique e-mails, and shares no rows. */

export const PASSWORD = 'Hydro-Test-4711x';

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
    acceptLegal: true,
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
    acceptLegal: true,
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
  overrides: Record<string, unknown> = {},
) {
  const body = sellerSignupBody(overrides);
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

/** A request of the given buyer, inserted directly (tests of lists and offers need many). */
export async function request(
  t: TestApp,
  buyerId: string,
  overrides: Partial<typeof requests.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(requests)
    .values({
      buyerId,
      manufacturer: 'Bosch Rexroth',
      partNumber: `A10VSO-${randomUUID().slice(0, 6)}`,
      quantity: 1,
      description: 'Axialkolbenpumpe',
      urgency: 'normal',
      status: 'active',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * An offer by a seller on a request. Offer creation belongs to the seller's module; buyer tests
 * insert offers directly.
 */
export async function offer(
  t: TestApp,
  requestId: string,
  sellerId: string,
  overrides: Partial<typeof offers.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(offers)
    .values({
      requestId,
      sellerId,
      price: '100.00',
      shippingCost: '10.00',
      deliveryDays: 14,
      deliveryUnit: 'weeks',
      validUntil: germanDatePlusDays(30),
      status: 'ausstehend',
      warrantyMonths: 12,
      condition: 'neu',
      description: 'Originalteil',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function activePaymentTermId(t: TestApp, days = DEFAULT_PAYMENT_TERM_DAYS): Promise<string> {
  const rows = await t.database.db
    .select({ id: paymentTerms.id, days: paymentTerms.days, skonto: paymentTerms.skontoPercent })
    .from(paymentTerms);
  // A plain term of these days first: the Skonto term also runs 30 days net (decision 072).
  const term =
    rows.find((r) => r.days === days && r.skonto === null) ?? rows.find((r) => r.days === days) ?? rows[0];
  if (!term) throw new Error('Keine Zahlungsbedingung (seedReference fehlt?)');
  return term.id;
}

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: { name?: string; fileName: string; contentType: string; data: Buffer }[] = [],
) {
  const boundary = `----hydroparts${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name ?? 'photos'}"; filename="${f.fileName}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
