import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { NEW_ORDER_STATUS, SELLER_TRIAL_DAYS } from '#shared/constants.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';
import { LEGAL_VERSION } from '#shared/legal/acceptance.ts';
import { paymentDueDate, paymentMethodOf } from '#shared/orders/payment.ts';
import { generateOrderNumber } from '#shared/orders/order-number.ts';
import { orderTotals } from '#shared/orders/pricing.ts';
import type { Db } from '#server/db/client.ts';
import { accounts, profiles } from '#server/db/schema/auth.ts';
import { brands, paymentTerms } from '#server/db/schema/catalog.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import {
  buyerProfiles,
  sellerBrands,
  sellerPaymentTerms,
  sellerProfiles,
} from '#server/db/schema/parties.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_BUYER_BILLING,
  DEMO_BUYER_PROFILE,
  DEMO_BUYER_SHIPPING,
  DEMO_OFFERS,
  DEMO_ORDER,
  DEMO_PASSWORD,
  DEMO_REQUESTS,
  DEMO_SELLERS,
  DEMO_USERS,
  type DemoRequestKey,
  type DemoUserKey,
} from './demo-data.ts';

export interface DemoAccount {
  role: 'admin' | 'buyer' | 'seller';
  email: string;
  password: string;
  note: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_USERS.map((u) => ({
  role: u.role,
  email: u.email,
  password: DEMO_PASSWORD,
  note: u.note,
}));

/**
 * Demo accounts, requests, offers and one order for the embedded mode (DESIGN.md §3). Runs after
 * seedReference; does nothing when the demo admin exists already. Returns the accounts to print.
 */
export async function seedDemo(db: Db): Promise<DemoAccount[]> {
  const [existing] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, DEMO_ADMIN_EMAIL))
    .limit(1);
  if (existing) return [...DEMO_ACCOUNTS];

  // scrypt is slow on purpose: hash once, before the transaction, and reuse it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const ids = await insertUsers(tx, passwordHash);
    await insertParties(tx, ids, now);
    await insertMarketplace(tx, ids, now);
  });
  return [...DEMO_ACCOUNTS];
}

type UserIds = Record<DemoUserKey, string>;

async function insertUsers(tx: Db, passwordHash: string): Promise<UserIds> {
  const users = DEMO_USERS.map((u) => ({ ...u, id: randomUUID() }));
  await tx.insert(profiles).values(
    users.map((u) => ({
      id: u.id,
      email: u.email,
      name: `${u.firstName} ${u.lastName}`,
      emailVerified: true,
      role: u.role,
    })),
  );
  await tx
    .insert(accounts)
    .values(
      users.map((u) => ({ userId: u.id, accountId: u.id, providerId: 'credential', password: passwordHash })),
    );
  return Object.fromEntries(users.map((u) => [u.key, u.id])) as UserIds;
}

async function insertParties(tx: Db, ids: UserIds, now: number): Promise<void> {
  const person = (key: DemoUserKey) => {
    const u = DEMO_USERS.find((x) => x.key === key);
    if (!u) throw new Error(`Demo-Benutzer ${key} fehlt`);
    return u;
  };
  const buyer = person('buyer');
  await tx.insert(buyerProfiles).values({
    id: ids.buyer,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    ...DEMO_BUYER_PROFILE,
    billingAddress: DEMO_BUYER_BILLING,
    shippingAddress: DEMO_BUYER_SHIPPING,
  });

  const brandIds = await idsByName(tx, 'brands', [...new Set(DEMO_SELLERS.flatMap((s) => s.brands))]);
  const termIds = await idsByName(tx, 'payment_terms', [
    ...new Set(DEMO_SELLERS.flatMap((s) => s.paymentTerms)),
  ]);
  for (const s of DEMO_SELLERS) {
    const u = person(s.key);
    const approved = s.approvalStatus === 'approved';
    await tx.insert(sellerProfiles).values({
      id: ids[s.key],
      firstName: u.firstName,
      lastName: u.lastName,
      companyName: s.companyName,
      contactPerson: `${u.firstName} ${u.lastName}`,
      phone: s.phone,
      website: s.website,
      specialization: s.specialization,
      employeeCount: s.employeeCount,
      description: s.description,
      vatNumber: s.vatNumber,
      taxNumber: s.taxNumber,
      businessLicense: s.businessLicense,
      billingStreet: s.address.street,
      billingCity: s.address.city,
      billingZip: s.address.zip,
      billingCountry: s.address.country,
      shippingStreet: s.address.street,
      shippingCity: s.address.city,
      shippingZip: s.address.zip,
      shippingCountry: s.address.country,
      approvalStatus: s.approvalStatus,
      paymentStatus: s.paymentStatus,
      activeStatus: s.activeStatus,
      isVerified: s.isVerified,
      approvedBy: approved ? ids.admin : null,
      approvedAt: approved ? new Date(now) : null,
      trialEndsAt:
        approved && s.paymentStatus === 'freetrial' ? new Date(now + SELLER_TRIAL_DAYS * DAY_MS) : null,
    });
    await tx
      .insert(sellerBrands)
      .values(s.brands.map((b) => ({ sellerId: ids[s.key], brandId: lookup(brandIds, b) })));
    await tx
      .insert(sellerPaymentTerms)
      .values(s.paymentTerms.map((t) => ({ sellerId: ids[s.key], paymentTermId: lookup(termIds, t) })));
  }
}

async function insertMarketplace(tx: Db, ids: UserIds, now: number): Promise<void> {
  const daysFrom = (days: number) => new Date(now + days * DAY_MS);
  const requestIds = {} as Record<DemoRequestKey, string>;
  for (const r of DEMO_REQUESTS) {
    const [row] = await tx
      .insert(requests)
      .values({
        buyerId: ids.buyer,
        manufacturer: r.manufacturer,
        partNumber: r.partNumber,
        quantity: r.quantity,
        description: r.description,
        urgency: r.urgency,
        status: 'active',
        maxBudget: r.maxBudget,
        preferredCondition: 'Neu',
        deliveryLocation: DEMO_BUYER_SHIPPING.city,
        additionalNotes: r.additionalNotes,
        createdAt: daysFrom(-r.createdDaysAgo),
        updatedAt: daysFrom(-r.createdDaysAgo),
      })
      .returning({ id: requests.id });
    if (!row) throw new Error('Demo-Anfrage wurde nicht angelegt');
    requestIds[r.key] = row.id;
  }

  const termIds = await idsByName(tx, 'payment_terms', [...new Set(DEMO_OFFERS.map((o) => o.paymentTerm))]);
  await tx.insert(offers).values(
    DEMO_OFFERS.map((o) => ({
      requestId: requestIds[o.request],
      sellerId: ids[o.seller],
      price: o.price,
      shippingCost: o.shippingCost,
      deliveryDays: o.delivery.days,
      deliveryUnit: o.delivery.unit,
      currency: 'EUR',
      validUntil: germanDatePlusDays(o.validForDays, new Date(now)),
      status: 'ausstehend' as const,
      warrantyMonths: 12,
      condition: 'neu' as const,
      description: o.description,
      notes: o.notes,
      paymentTermsId: lookup(termIds, o.paymentTerm),
      createdAt: daysFrom(-o.createdDaysAgo),
      updatedAt: daysFrom(-o.createdDaysAgo),
    })),
  );

  await insertOrder(tx, ids, requestIds[DEMO_ORDER.request], now);
}

async function insertOrder(tx: Db, ids: UserIds, requestId: string, now: number): Promise<void> {
  const [offer] = await tx
    .select({
      id: offers.id,
      price: offers.price,
      shippingCost: offers.shippingCost,
      quantity: requests.quantity,
    })
    .from(offers)
    .innerJoin(requests, eq(requests.id, offers.requestId))
    .where(and(eq(offers.requestId, requestId), eq(offers.sellerId, ids[DEMO_ORDER.seller])));
  if (!offer) throw new Error('Demo-Angebot für die Bestellung fehlt');
  const [term] = await tx
    .select({ id: paymentTerms.id, days: paymentTerms.days })
    .from(paymentTerms)
    .where(eq(paymentTerms.name, DEMO_ORDER.paymentTerm))
    .limit(1);
  if (!term)
    throw new Error(`Zahlungsbedingung ${DEMO_ORDER.paymentTerm} fehlt (seedReference zuerst ausführen)`);

  const totals = orderTotals(offer.price, offer.shippingCost, offer.quantity);
  const createdAt = new Date(now - DEMO_ORDER.createdDaysAgo * DAY_MS);
  await tx.insert(orders).values({
    orderNumber: generateOrderNumber(createdAt.getTime()),
    offerId: offer.id,
    requestId,
    buyerType: 'buyer',
    buyerId: ids.buyer,
    sellerId: ids[DEMO_ORDER.seller],
    totalAmount: totals.gross,
    taxAmount: totals.taxAmount,
    status: NEW_ORDER_STATUS,
    paymentMethod: paymentMethodOf(term),
    paymentTermsId: term.id,
    internalReference: DEMO_ORDER.internalReference,
    billingAddress: DEMO_BUYER_BILLING,
    shippingAddress: DEMO_BUYER_SHIPPING,
    specialInstructions: DEMO_ORDER.specialInstructions,
    paymentDueDate: paymentDueDate(term, createdAt),
    legalAcceptedAt: createdAt,
    legalVersion: LEGAL_VERSION,
    createdAt,
    updatedAt: createdAt,
  });
  await tx.update(offers).set({ status: 'angenommen', updatedAt: createdAt }).where(eq(offers.id, offer.id));
}

async function idsByName(
  tx: Db,
  table: 'brands' | 'payment_terms',
  names: string[],
): Promise<Map<string, string>> {
  const t = table === 'brands' ? brands : paymentTerms;
  const rows = await tx
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(
      inArray(
        sql`lower(${t.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

function lookup(ids: Map<string, string>, name: string): string {
  const id = ids.get(name.toLowerCase());
  if (!id) throw new Error(`Stammdatum „${name}“ fehlt (seedReference zuerst ausführen)`);
  return id;
}
