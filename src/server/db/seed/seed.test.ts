import { readFileSync } from 'node:fs';
import { verifyPassword } from 'better-auth/crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '#shared/constants.ts';
import { ORDER_NUMBER_PATTERN } from '#shared/orders/order-number.ts';
import { orderTotals } from '#shared/orders/pricing.ts';
import { placeholdersIn } from '#shared/templates/placeholders.ts';
import {
  ORDER_TEMPLATE_LABEL_PLACEHOLDERS,
  ORDER_TEMPLATE_PLACEHOLDERS,
} from '#shared/templates/order-placeholders.ts';
import type { Database } from '#server/db/client.ts';
import { openMigratedDatabase } from '#server/test/harness.ts';
import { accounts, profiles } from '#server/db/schema/auth.ts';
import { brands, countries, paymentTerms } from '#server/db/schema/catalog.ts';
import { htmlTemplates } from '#server/db/schema/documents.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import { messageTemplates } from '#server/db/schema/messaging.ts';
import { seedMarkers } from '#server/db/schema/platform.ts';
import {
  buyerProfiles,
  sellerBrands,
  sellerPaymentTerms,
  sellerProfiles,
} from '#server/db/schema/parties.ts';
import { seedDemo, type DemoAccount } from './demo.ts';
import { seedReference } from './reference.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';

const TABLES = {
  countries,
  brands,
  paymentTerms,
  messageTemplates,
  htmlTemplates,
  profiles,
  accounts,
  buyerProfiles,
  sellerProfiles,
  sellerBrands,
  sellerPaymentTerms,
  requests,
  offers,
  orders,
};

let database: Database;
let firstCounts: Record<string, number>;
let firstAccounts: DemoAccount[];
let secondAccounts: DemoAccount[];

async function countAll(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

beforeAll(async () => {
  database = await openMigratedDatabase();
  await seedReference(database.db);
  firstAccounts = await seedDemo(database.db);
  firstCounts = await countAll();
  await seedReference(database.db);
  secondAccounts = await seedDemo(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('seedReference', () => {
  it('creates the active countries', async () => {
    const rows = await database.db.select().from(countries).where(eq(countries.isActive, true));
    expect(rows.length).toBeGreaterThanOrEqual(14);
    const codes = rows.map((r) => r.code);
    for (const code of ['DE', 'AT', 'CH', 'NL', 'BE', 'LU', 'FR', 'IT', 'PL', 'CZ', 'DK', 'GB', 'ES', 'SE']) {
      expect(codes).toContain(code);
    }
    expect(rows.find((r) => r.code === 'AT')?.name).toBe('Österreich');
  });

  it('creates at least 30 manufacturers with descriptions', async () => {
    const rows = await database.db.select().from(brands);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const names = rows.map((r) => r.name);
    for (const name of [
      'Bosch Rexroth',
      'Parker Hannifin',
      'Danfoss',
      'Eaton Vickers',
      'HYDAC',
      'Kawasaki',
      'Moog',
    ]) {
      expect(names).toContain(name);
    }
    expect(rows.every((r) => r.isActive && (r.description ?? '').length > 10)).toBe(true);
  });

  it('creates the four payment terms', async () => {
    const rows = await database.db.select().from(paymentTerms);
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(rows).toHaveLength(4);
    expect(byName['Vorkasse']?.days).toBe(0);
    expect(byName['Kauf auf Rechnung (30 Tage)']?.days).toBe(30);
    // Decision 072: net 30 days, 2 % Skonto within 14 days, as its description says.
    expect(byName['14 Tage 2 % Skonto']).toMatchObject({
      days: 30,
      skontoPercent: 2,
      skontoDays: 14,
      description: '2 % Skonto bei Zahlung innerhalb von 14 Tagen, sonst 30 Tage netto',
    });
    expect(byName['60 Tage netto']?.days).toBe(60);
  });

  it('has every message type of spec 2 §9 in de, en, fr, es and it', async () => {
    const rows = await database.db.select().from(messageTemplates);
    for (const type of MESSAGE_TYPES) {
      for (const language of ['de', 'en', 'fr', 'es', 'it']) {
        expect(
          rows.some((r) => r.type === type && r.language === language),
          `${type}/${language}`,
        ).toBe(true);
      }
    }
    for (const recipient of ['buyer', 'seller'] as const) {
      expect(
        rows.filter((r) => r.type === 'order_confirmation' && r.recipientType === recipient),
      ).toHaveLength(5);
    }
    for (const type of [
      'email_verification',
      'new_request_notification',
      'new_offer_notification',
      'contact_message',
    ]) {
      expect(rows.some((r) => r.type === type)).toBe(true);
    }
  });

  it('declares every placeholder a message template uses, with the variables of spec 2 §5', async () => {
    const rows = await database.db.select().from(messageTemplates);
    for (const row of rows) {
      const declared = row.templateVariables.map((v) => v.name);
      const used = placeholdersIn(`${row.title}\n${row.content}`);
      expect(
        used.filter((u) => !declared.includes(u)),
        `${row.type}/${row.recipientType}/${row.language}`,
      ).toEqual([]);
      expect(row.templateVariables.find((v) => v.name === 'site_url')?.required).toBe(false);
      expect(row.content).not.toMatch(/\{\{[^}]*\{\{/);
    }
    const required = (type: string) =>
      rows
        .find((r) => r.type === type && r.language === 'de')
        ?.templateVariables.filter((v) => v.required)
        .map((v) => v.name)
        .sort();
    expect(required('seller_approval_email')).toEqual(['company_name', 'contact_person']);
    expect(required('seller_trial_expiry')).toEqual(['company_name', 'contact_person', 'trial_end_date']);
    expect(required('order_confirmation')).toEqual(['order_number']);
    expect(required('password_reset')).toContain('reset_url');
  });

  it('creates exactly one default HTML order confirmation', async () => {
    const rows = await database.db
      .select()
      .from(htmlTemplates)
      .where(sql`${htmlTemplates.templateType} = 'order_confirmation' and ${htmlTemplates.isDefault}`);
    expect(rows).toHaveLength(1);
    const t = rows[0]!;
    expect(t.name).toBe('Standard-Auftragsbestätigung');
    expect(t.isActive).toBe(true);
    expect(t.htmlContent).toContain('{{order_number}}');
    expect(t.htmlContent).toContain('{{total_amount}}');
    expect(t.htmlContent).toContain('<style>{{css_styles}}</style>');
    expect(t.cssStyles).toContain('size: A4');
    expect(t.availableVariables).toEqual([
      ...ORDER_TEMPLATE_PLACEHOLDERS,
      ...ORDER_TEMPLATE_LABEL_PLACEHOLDERS,
    ]);
    // Issue 17: labels are placeholders, the document language fills them.
    expect(t.htmlContent).toContain('<html lang="{{lang}}">');
    expect(t.htmlContent).not.toContain('Bestelldatum');
    const unknown = placeholdersIn(t.htmlContent).filter(
      (p) => p !== 'css_styles' && !t.availableVariables.includes(p),
    );
    expect(unknown).toEqual([]);
  });
});

describe('seedDemo', () => {
  it('creates the five demo users with working credentials', async () => {
    const rows = await database.db.select().from(profiles);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.emailVerified)).toBe(true);
    expect(firstAccounts.map((a) => a.email).sort()).toEqual(rows.map((r) => r.email).sort());
    const [account] = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.providerId, 'credential'))
      .limit(1);
    expect(account?.accountId).toBe(account?.userId);
    expect(await verifyPassword({ hash: account!.password!, password: 'demo1234' })).toBe(true);
  });

  it('sets up buyer and sellers as specified', async () => {
    const [buyer] = await database.db.select().from(buyerProfiles);
    expect(buyer).toMatchObject({ company: 'Maschinenbau Schmidt GmbH', vatNumber: 'DE123456789' });
    expect(buyer?.billingAddress.city).toBe('Stuttgart');
    const sellers = await database.db.select().from(sellerProfiles);
    expect(
      sellers.filter((s) => s.approvalStatus === 'approved' && s.activeStatus === 'active'),
    ).toHaveLength(2);
    expect(sellers.find((s) => s.approvalStatus === 'pending')?.activeStatus).toBe('inactive');
    const trial = sellers.find((s) => s.paymentStatus === 'freetrial' && s.approvalStatus === 'approved');
    const days = (trial!.trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('creates requests with offers, one of them expired', async () => {
    const reqs = await database.db.select().from(requests);
    expect(reqs.length).toBeGreaterThanOrEqual(3);
    expect(reqs.some((r) => r.manufacturer === null)).toBe(true);
    const all = await database.db.select().from(offers);
    const perRequest = new Map<string, number>();
    for (const o of all) perRequest.set(o.requestId, (perRequest.get(o.requestId) ?? 0) + 1);
    expect(Math.max(...perRequest.values())).toBe(2);
    expect(all.filter((o) => o.validUntil < germanDatePlusDays(0))).toHaveLength(1);
  });

  it('creates exactly one order priced from its accepted offer', async () => {
    const rows = await database.db
      .select({ order: orders, offer: offers, quantity: requests.quantity, termDays: paymentTerms.days })
      .from(orders)
      .innerJoin(offers, eq(offers.id, orders.offerId))
      .innerJoin(requests, eq(requests.id, orders.requestId))
      .innerJoin(paymentTerms, eq(paymentTerms.id, orders.paymentTermsId));
    expect(rows).toHaveLength(1);
    const { order, offer, quantity, termDays } = rows[0]!;
    const totals = orderTotals(offer.price, offer.shippingCost, quantity);
    expect(order.totalAmount).toBe(totals.gross);
    expect(order.taxAmount).toBe(totals.taxAmount);
    expect(offer.status).toBe('angenommen');
    expect(offer.requestId).toBe(order.requestId);
    expect(order).toMatchObject({
      status: 'pending_seller_confirmation',
      paymentMethod: 'rechnung',
      buyerType: 'buyer',
    });
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(termDays).toBe(30);
    expect(order.paymentDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const others = await database.db.select().from(offers).where(eq(offers.status, 'angenommen'));
    expect(others).toHaveLength(1);
  });
});

describe('running twice', () => {
  it('adds nothing and returns the same demo accounts', async () => {
    expect(await countAll()).toEqual(firstCounts);
    expect(secondAccounts).toEqual(firstAccounts);
    expect(firstAccounts.every((a) => a.password === 'demo1234')).toBe(true);
  });
});

describe('admin deletions stick', () => {
  it('does not bring back a seeded row an admin deleted', async () => {
    const own = await openMigratedDatabase();
    try {
      await seedReference(own.db);
      await own.db.delete(paymentTerms).where(eq(paymentTerms.name, '60 Tage netto'));
      await own.db.delete(countries).where(eq(countries.code, 'SE'));
      await seedReference(own.db);
      expect(
        await own.db.select().from(paymentTerms).where(eq(paymentTerms.name, '60 Tage netto')),
      ).toHaveLength(0);
      expect(await own.db.select().from(countries).where(eq(countries.code, 'SE'))).toHaveLength(0);
    } finally {
      await own.close();
    }
  });
});

describe('lifecycle templates reach existing databases (issue 14)', () => {
  it('a database seeded before the lifecycle set gets its templates on the next start', async () => {
    const own = await openMigratedDatabase();
    try {
      await seedReference(own.db);
      // As an installation from before issue 14: neither the set's marker nor its rows.
      const types = [
        'order_confirmed',
        'order_shipped',
        'order_delivered',
        'order_cancelled',
        'request_closed',
        'request_expired',
      ];
      await own.db.delete(seedMarkers).where(eq(seedMarkers.key, 'message_templates.lifecycle.v1'));
      await own.db.delete(messageTemplates).where(inArray(messageTemplates.type, types));
      await seedReference(own.db);
      const rows = await own.db.select().from(messageTemplates).where(inArray(messageTemplates.type, types));
      for (const type of types) {
        for (const language of ['de', 'en'])
          expect(rows.some((r) => r.type === type && r.language === language)).toBe(true);
      }
      expect(rows.every((r) => r.isActive)).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('gives an untouched first default order template its label placeholders, leaves an edited one alone', async () => {
    const v1 = readFileSync(new URL('./order-template-v1.fixture.html', import.meta.url), 'utf8');
    const own = await openMigratedDatabase();
    try {
      await seedReference(own.db);
      const isDefault = sql`${htmlTemplates.isDefault}`;
      const html = async () =>
        (await own.db.select({ html: htmlTemplates.htmlContent }).from(htmlTemplates).where(isDefault))[0]!
          .html;
      const asBefore = async (content: string) => {
        await own.db.delete(seedMarkers).where(eq(seedMarkers.key, 'order_template.v2'));
        await own.db.update(htmlTemplates).set({ htmlContent: content }).where(isDefault);
        await seedReference(own.db);
      };
      await asBefore(v1);
      expect(await html()).toContain('{{label_order_date}}');
      await asBefore(`${v1}<!-- eigene Änderung -->`);
      expect(await html()).toContain('Bestelldatum:');
    } finally {
      await own.close();
    }
  });
});
