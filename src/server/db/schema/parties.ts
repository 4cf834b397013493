import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ActiveStatus, ApprovalStatus, PaymentStatus } from '#shared/constants.ts';
import type { Address } from '#shared/common/address.ts';
import type { VatCheckStatus } from '#shared/legal/vat-id.ts';
import { profiles } from './auth.ts';
import { brands, paymentTerms } from './catalog.ts';

export const buyerProfiles = pgTable(
  'buyer_profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    position: text('position'),
    department: text('department'),
    taxNumber: text('tax_number'),
    vatNumber: text('vat_number').notNull(),
    /**
     * The VIES answer for vat_number (issue 32): 'valid', 'invalid' or 'unavailable' (VIES did
     * not answer), and when; reset when the number changes. Null: never checked.
     */
    vatCheckStatus: text('vat_check_status').$type<VatCheckStatus>(),
    vatCheckedAt: timestamp('vat_checked_at', { withTimezone: true }),
    /** Trade register (issue 32, statutory details on the order document); optional. */
    registerCourt: text('register_court'),
    registerNumber: text('register_number'),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address | null>(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('buyer_profiles_company_idx').on(sql`lower(${t.company})`)],
);

export const sellerProfiles = pgTable(
  'seller_profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    contactPerson: text('contact_person').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    specialization: text('specialization'),
    employeeCount: text('employee_count'),
    description: text('description'),
    vatNumber: text('vat_number').notNull(),
    /**
     * The VIES answer for vat_number (issue 32): 'valid', 'invalid' or 'unavailable' (VIES did
     * not answer), and when; reset when the number changes. Null: never checked.
     */
    vatCheckStatus: text('vat_check_status').$type<VatCheckStatus>(),
    vatCheckedAt: timestamp('vat_checked_at', { withTimezone: true }),
    taxNumber: text('tax_number'),
    /** Trade register number ("Handelsregisternummer"; business_license in the spec's metadata). */
    businessLicense: text('business_license'),
    /** The court that keeps the register (issue 32, e.g. 'Amtsgericht München'); optional. */
    registerCourt: text('register_court'),
    billingStreet: text('billing_street'),
    billingCity: text('billing_city'),
    billingZip: text('billing_zip'),
    billingCountry: text('billing_country'),
    shippingStreet: text('shipping_street'),
    shippingCity: text('shipping_city'),
    shippingZip: text('shipping_zip'),
    shippingCountry: text('shipping_country'),
    approvalStatus: text('approval_status').$type<ApprovalStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('freetrial'),
    activeStatus: text('active_status').$type<ActiveStatus>().notNull().default('inactive'),
    isVerified: boolean('is_verified').notNull().default(false),
    approvedBy: uuid('approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seller_approval_check', sql`${t.approvalStatus} in ('pending', 'approved', 'rejected')`),
    check('seller_payment_check', sql`${t.paymentStatus} in ('freetrial', 'paid', 'unpaid')`),
    check('seller_active_check', sql`${t.activeStatus} in ('active', 'inactive')`),
    index('seller_profiles_approval_idx').on(t.approvalStatus, t.createdAt, t.id),
  ],
);

export const sellerBrands = pgTable(
  'seller_brands',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellerProfiles.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.brandId] }), index('seller_brands_brand_idx').on(t.brandId)],
);

/**
 * The regions a seller delivers to (issue 30): a country's ISO code ('AT') or, for Germany, a
 * postcode area of one or two leading digits ('DE-8', 'DE-80'). No row: everywhere (the spec's
 * behaviour). Kept without overlaps (a country drops its own areas) by the settings service.
 */
export const sellerRegions = pgTable(
  'seller_regions',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellerProfiles.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.region] }),
    check('seller_regions_region_check', sql`${t.region} ~ '^[A-Z]{2}(-[0-9]{1,2})?$'`),
  ],
);

/** The spec's seller_profiles.payment_terms_ids list, as a join table so that foreign keys hold. */
export const sellerPaymentTerms = pgTable(
  'seller_payment_terms',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellerProfiles.id, { onDelete: 'cascade' }),
    paymentTermId: uuid('payment_term_id')
      .notNull()
      .references(() => paymentTerms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.paymentTermId] })],
);
