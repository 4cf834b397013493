import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BuyerType, OfferStatus, OrderStatus, RequestStatus, Urgency } from '#shared/constants.ts';
import type { Address } from '#shared/common/address.ts';
import type { DeliveryUnit, OfferCondition } from '#shared/offers/delivery.ts';
import type { ComplaintKind } from '#shared/orders/complaint.ts';
import type { DeclineReason } from '#shared/seller-market/decline.ts';
import type { VatTreatment } from '#shared/legal/vat-rule.ts';
import { profiles } from './auth.ts';
import { paymentTerms } from './catalog.ts';

/** The withdrawn key of a live offer (decision 079). */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const requests = pgTable(
  'requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /**
     * Issue 37 (decision 071): the member who created it ('erstellt von …'), shown to its own
     * company only. Null on rows older than this column. No foreign key: adding one would lock
     * this large table; a name is looked up by the id.
     */
    createdBy: uuid('created_by'),
    manufacturer: text('manufacturer'),
    partNumber: text('part_number').notNull(),
    /**
     * Issue 30, decision 046: an optional second number of the same part (type code beside
     * material number), and both numbers' keys (partKey() in src/shared/catalog/part-number.ts).
     * The keys are written only by the trigger requests_part_keys (hp_part_key(), the rule's SQL
     * twin), so every writer — also the release before this one — stores them; rows older than
     * the migration get them from the 'part-keys' backfill schedule (null until then).
     */
    secondPartNumber: text('second_part_number'),
    partKey: text('part_key'),
    secondPartKey: text('second_part_key'),
    /** Whether sellers may offer an alternative part (issue 30); the buyer's choice, default yes. */
    alternativesWelcome: boolean('alternatives_welcome').notNull().default(true),
    quantity: integer('quantity').notNull().default(1),
    description: text('description'),
    urgency: text('urgency').$type<Urgency>().notNull().default('normal'),
    status: text('status').$type<RequestStatus>().notNull().default('active'),
    maxBudget: numeric('max_budget', { precision: 12, scale: 2 }),
    preferredCondition: text('preferred_condition'),
    deliveryLocation: text('delivery_location'),
    /**
     * Where the part goes (issue 30, regions): the ISO code of the buyer's shipping (else billing)
     * address country and its postcode, taken when the request is created. Null: unknown.
     */
    deliveryCountry: text('delivery_country'),
    deliveryPostcode: text('delivery_postcode'),
    additionalNotes: text('additional_notes'),
    currency: text('currency').notNull().default('EUR'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Issue 31: the day the part is needed by (sellers see it) and what a day of standstill
     * costs the buyer (the buyer's alone: never in a seller's view, mail, webhook or push). */
    neededBy: date('needed_by', { mode: 'string' }),
    downtimeCostPerDay: numeric('downtime_cost_per_day', { precision: 12, scale: 2 }),
    /** Issue 34: the buyer's cost centre and machine number (internal: never in a seller's view
     * before the order; on the order's document and the buyer's order CSV). */
    costCentre: text('cost_centre'),
    machineNumber: text('machine_number'),
    /** When the request left 'active' (closed, cancelled or expired) and why (issue 14). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Stored relevance facts, written only by the database triggers of migration 0002 (docs/
     * decisions/009): the brands the manufacturer matches (brandMatches() of spec 1 §5), or the
     * BLANK key when there is no manufacturer; whether the request is listed (active, requester
     * active) and open to sellers (listed and not ordered). Any module may update requests,
     * orders or profiles directly: the triggers keep these true.
     */
    brandKeys: uuid('brand_keys')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    listed: boolean('listed').notNull().default(false),
    /**
     * The delivery regions the request lies in ('DE', 'DE-8', 'DE-80'; empty when unknown),
     * derived by the trigger from delivery_country/postcode (hp_region_keys, issue 30).
     */
    regionKeys: text('region_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    openToSellers: boolean('open_to_sellers').notNull().default(false),
    /**
     * Widening in rings (issue 30, decision 053): the ring reached (0: none), the audience keys it
     * added (related brands' ids, the WIDE key of opted-in sellers; the trigger adds them to
     * brand_keys, so the stored audience and its counts include them), and when the request is
     * next due to widen (null: not any more; see widenUnscheduled for rows from before).
     */
    widenedRing: smallint('widened_ring').notNull().default(0),
    widenedKeys: uuid('widened_keys')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    widenAt: timestamp('widen_at', { withTimezone: true }),
    /**
     * Decision 063: true only on rows written before widening existed (the migration adds the
     * column with default true, then makes the default false: no row is rewritten). The widening
     * schedule gives them their due time in batches and sets it false.
     */
    widenUnscheduled: boolean('widen_unscheduled').notNull().default(false),
  },
  (t) => [
    check('requests_quantity_check', sql`${t.quantity} >= 1`),
    check('requests_downtime_cost_check', sql`${t.downtimeCostPerDay} > 0`),
    check('requests_urgency_check', sql`${t.urgency} in ('niedrig', 'normal', 'hoch', 'dringend')`),
    check('requests_status_check', sql`${t.status} in ('active', 'closed', 'cancelled')`),
    index('requests_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('requests_status_created_idx').on(t.status, t.createdAt),
    // The admin requests tab filters by urgency, newest first.
    index('requests_urgency_created_idx').on(t.urgency, t.createdAt, t.id),
    index('requests_manufacturer_idx').on(sql`lower(${t.manufacturer})`),
    // The admin requests tab lists all requests newest first.
    index('requests_created_idx').on(t.createdAt, t.id),
    // Part-number search by key prefix or equality (issue 30): LIKE 'KEY%' is a range scan.
    index('requests_part_key_idx').on(t.partKey.op('text_pattern_ops')),
    index('requests_second_part_key_idx')
      .on(t.secondPartKey.op('text_pattern_ops'))
      .where(sql`${t.secondPartKey} is not null`),
    // Rows from before the keys existed, for the backfill's batches; empty once it has run.
    index('requests_part_key_missing_idx')
      .on(t.id)
      .where(sql`${t.partKey} is null`),
    // The widening schedule's work list (decision 053): due active requests, oldest first.
    index('requests_widen_due_idx')
      .on(t.widenAt)
      .where(sql`${t.status} = 'active' and ${t.widenAt} is not null`),
    // Rows from before widening existed, for the schedule's batches; empty once it has run.
    index('requests_widen_unscheduled_idx')
      .on(t.id)
      .where(sql`${t.widenUnscheduled}`),
    // No index names open_to_sellers or listed (decision 032): an order changes only those, so
    // its update of the request can stay on the heap page (HOT) without touching any index.
  ],
);

/** The spec's requests.photo_urls list, one row a photo; the bytes live in the BlobStore. */
export const requestPhotos = pgTable(
  'request_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    position: smallint('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('request_photos_position_unique').on(t.requestId, t.position)],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Issue 37 (decision 071): the seller's member who wrote it; null: older, or automatic from stock. */
    createdBy: uuid('created_by'),
    /** Total for the whole quantity (spec 1 §3). */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    shippingCost: numeric('shipping_cost', { precision: 12, scale: 2 }).notNull().default('0'),
    /**
     * Days until delivery, 0 for 'ab Lager' (decision 043); the unit is the one the seller chose
     * ('weeks' are whole weeks). Both null only for an old offer whose free text could not be
     * read: the migration moved that text into notes.
     */
    deliveryDays: integer('delivery_days'),
    deliveryUnit: text('delivery_unit').$type<DeliveryUnit>(),
    currency: text('currency').notNull().default('EUR'),
    /** A calendar day (valid through that whole day in Germany), never an instant (issue 13). */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('ausstehend'),
    warrantyMonths: integer('warranty_months'),
    condition: text('condition').$type<OfferCondition>(),
    description: text('description'),
    notes: text('notes'),
    paymentTermsId: uuid('payment_terms_id').references(() => paymentTerms.id, { onDelete: 'set null' }),
    /**
     * Issue 30: an alternative part instead of the requested one, with its own number and
     * manufacturer (both set exactly when it is one). Never ranked as the requested part.
     */
    isAlternative: boolean('is_alternative').notNull().default(false),
    alternativePartNumber: text('alternative_part_number'),
    alternativeManufacturer: text('alternative_manufacturer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Decision 079: the nil uuid while the offer is live, its own id once withdrawn (the trigger
     * offers_withdrawn_key keeps it). The unique index below names it instead of the status, so
     * accepting and rejecting offers (status and updated_at only) stay HOT updates.
     */
    withdrawnKey: uuid('withdrawn_key').notNull().default(NIL_UUID),
  },
  (t) => [
    check(
      'offers_alternative_check',
      sql`${t.isAlternative} = (${t.alternativePartNumber} is not null and ${t.alternativeManufacturer} is not null)`,
    ),
    // One live offer per seller and request; a withdrawn one leaves room for a new one (decision
    // 054): withdrawn offers carry their own id as the key. The same index keeps every read of a
    // request's offers (any status) a range scan. Not a partial index on the status: a column in
    // an index's predicate makes every status change a non-HOT update (decision 079).
    uniqueIndex('offers_request_seller_withdrawn_unique').on(t.requestId, t.sellerId, t.withdrawnKey),
    check('offers_price_check', sql`${t.price} > 0`),
    check('offers_shipping_check', sql`${t.shippingCost} >= 0`),
    check(
      'offers_status_check',
      sql`${t.status} in ('ausstehend', 'angenommen', 'abgelehnt', 'zurueckgezogen')`,
    ),
    check(
      'offers_delivery_check',
      sql`(${t.deliveryUnit} is null and ${t.deliveryDays} is null) or (${t.deliveryUnit} = 'stock' and ${t.deliveryDays} = 0) or (${t.deliveryUnit} = 'days' and ${t.deliveryDays} between 1 and 365) or (${t.deliveryUnit} = 'weeks' and ${t.deliveryDays} between 7 and 364 and ${t.deliveryDays} % 7 = 0)`,
    ),
    check('offers_condition_check', sql`${t.condition} in ('neu', 'original', 'ueberholt', 'austausch')`),
    check('offers_warranty_check', sql`${t.warrantyMonths} between 0 and 120`),
    index('offers_seller_created_idx').on(t.sellerId, t.createdAt),
    // The admin offers tab lists all offers newest first.
    index('offers_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * 'Kann ich nicht liefern' (issue 30): a seller declines a request with a reason. The request
 * leaves that seller's list and count (the feed skips it, the count subtracts it); the buyer sees
 * how many declined, never who. Deleting the row is the seller's undo.
 */
export const requestDeclines = pgTable(
  'request_declines',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<DeclineReason>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.requestId] }),
    index('request_declines_request_idx').on(t.requestId),
    // The admin liquidity figures count declines per week.
    index('request_declines_created_idx').on(t.createdAt),
    check(
      'request_declines_reason_check',
      sql`${t.reason} in ('nicht_verfuegbar', 'lieferzeit', 'menge', 'sonstiges')`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'restrict' }),
    /** One order per request, enforced here (DESIGN.md §4). */
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'restrict' }),
    buyerType: text('buyer_type').$type<BuyerType>().notNull().default('buyer'),
    /** The ordering account, whatever its role: every "my orders" query uses it. */
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    /** Issue 37 (decision 071): the ordering company's member who placed it; null on older rows. */
    createdBy: uuid('created_by'),
    /** Set (to the same account) when a seller ordered, as in spec 1 §3. */
    sellerBuyerId: uuid('seller_buyer_id').references(() => profiles.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    /** Gross total: (price + shipping) + VAT at vat_percent. */
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull(),
    /**
     * The VAT the order was decided with (issue 32, decideVat in shared/legal/vat-rule.ts): its
     * rate, its case and the legal note the order's page, document and mails show. Orders from
     * before the rule keep 19 % and 'domestic'.
     */
    vatPercent: numeric('vat_percent', { precision: 5, scale: 2 }).notNull().default('19'),
    vatTreatment: text('vat_treatment').$type<VatTreatment>().notNull().default('domestic'),
    vatNote: text('vat_note'),
    status: text('status').$type<OrderStatus>().notNull().default('pending_seller_confirmation'),
    paymentMethod: text('payment_method').notNull().default('rechnung'),
    paymentTermsId: uuid('payment_terms_id').references(() => paymentTerms.id, { onDelete: 'set null' }),
    /** The buyer's purchase-order reference (optional, entered on the order page). */
    internalReference: text('internal_reference'),
    /** The buyer accepted AGB and privacy notice with the order: when, and which versions. */
    legalAcceptedAt: timestamp('legal_accepted_at', { withTimezone: true }),
    legalVersion: text('legal_version'),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address | null>(),
    specialInstructions: text('special_instructions'),
    paymentDueDate: date('payment_due_date'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    sellerOrderNumber: text('seller_order_number'),
    sellerNotes: text('seller_notes'),
    // The order's lifecycle (issue 14): each transition writes its date, the timeline reads them.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    expectedShipDate: date('expected_ship_date'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The carrier's tracking page for this parcel (issue 34), an https address the seller gave. */
    trackingUrl: text('tracking_url'),
    /** A complaint with the receipt (issue 34): what is wrong, in the buyer's words, and when. */
    complaintKind: text('complaint_kind').$type<ComplaintKind>(),
    complaintDescription: text('complaint_description'),
    complaintAt: timestamp('complaint_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<'buyer' | 'seller'>(),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.orderNumber),
    uniqueIndex('orders_request_unique').on(t.requestId),
    uniqueIndex('orders_offer_unique').on(t.offerId),
    check('orders_buyer_type_check', sql`${t.buyerType} in ('buyer', 'seller')`),
    check(
      'orders_complaint_kind_check',
      sql`${t.complaintKind} in ('beschaedigt', 'falsches_teil', 'teillieferung')`,
    ),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt),
    index('orders_created_idx').on(t.createdAt, t.id),
    // The admin orders tab filters by status, newest first.
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);

/**
 * A buyer's rating of the seller of one delivered order (issue 14): 1–5 stars and an optional
 * comment, once per order, editable for 14 days (docs/decisions/022). An admin may hide an
 * abusive comment; the stars still count.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The rated seller (orders.seller_id) and the rating account (orders.buyer_id), copied. */
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    commentHidden: boolean('comment_hidden').notNull().default(false),
    commentHiddenBy: uuid('comment_hidden_by').references(() => profiles.id, { onDelete: 'set null' }),
    commentHiddenAt: timestamp('comment_hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_order_unique').on(t.orderId),
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    index('ratings_seller_created_idx').on(t.sellerId, t.createdAt),
  ],
);

/**
 * A seller's rating count and star sum, written in the same transaction as each rating (create
 * or edit), so offer lists read the average without aggregating ratings per request.
 */
export const sellerRatingStats = pgTable(
  'seller_rating_stats',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ratingCount: integer('rating_count').notNull().default(0),
    starsSum: integer('stars_sum').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seller_rating_stats_count_check', sql`${t.ratingCount} >= 0`),
    check(
      'seller_rating_stats_sum_check',
      sql`${t.starsSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`,
    ),
  ],
);
