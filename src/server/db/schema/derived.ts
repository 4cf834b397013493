import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { requests } from './marketplace.ts';

/*
 * What the database derives from the market in the writing transaction (triggers of migrations
 * 0002, 0005, 0013): the relevance relation and the counters the lists sum instead of counting.
 * No service writes these tables.
 */

/**
 * Spec 1 §5 relevance as an indexed relation (DESIGN §8): one row per open request and audience
 * key (ALL for every request, BLANK for one without manufacturer, else each matching brand id),
 * with the list's sort columns copied so a seller's page is an index range scan per key. Rows
 * exist only while the request is open to sellers; triggers maintain them.
 */
export const requestAudience = pgTable(
  'request_audience',
  {
    key: uuid('key').notNull(),
    /** '*' (every seller without regions) or one of the request's region_keys (issue 30). */
    region: text('region').notNull().default('*'),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    urgencyWeight: smallint('urgency_weight').notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.key, t.region] }),
    index('request_audience_region_newest_idx').on(t.key, t.region, t.createdAt, t.requestId),
    index('request_audience_region_urgency_idx').on(
      t.key,
      t.region,
      t.urgencyWeight,
      t.createdAt,
      t.requestId,
    ),
    index('request_audience_region_quantity_idx').on(t.key, t.region, t.quantity, t.createdAt, t.requestId),
    // Unswept expired open requests (one ALL/'*' row each), subtracted from the maintained counts.
    index('request_audience_region_expires_idx')
      .on(t.expiresAt)
      .where(
        sql`${t.key} = '00000000-0000-0000-0000-000000000000' and ${t.region} = '*' and ${t.expiresAt} is not null`,
      ),
  ],
);

/**
 * Row counts of the admin lists (docs/performance.md), maintained by triggers in the writing
 * transaction: one row per table, status, sub-key (requests: urgency; sellers: verified) and
 * shard. A writer adds to its own shard (its PostgreSQL backend id), so concurrent writers never
 * wait on one counter row (nor deadlock over two); an hourly job folds the backend shards into
 * shard 0. A total is the sum of a few dozen rows instead of a scan of the table.
 */
export const adminCounts = pgTable(
  'admin_counts',
  {
    tbl: text('tbl').notNull(),
    status: text('status').notNull(),
    sub: text('sub').notNull(),
    shard: integer('shard').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tbl, t.status, t.sub, t.shard] })],
);

/**
 * Open requests per audience signature (requests.brand_keys): a seller's count sums a few rows.
 * Each backend adds to its own shard (decision 032), so concurrent orders and new requests of the
 * same brands never wait on one counter row; hp_compact_audience_counts() folds them into shard 0.
 */
export const requestAudienceCounts = pgTable(
  'request_audience_counts',
  {
    signature: uuid('signature').array().notNull(),
    /** The requests' region_keys (issue 30): a seller with regions sums the signatures they overlap. */
    regionSignature: text('region_signature')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    shard: integer('shard').notNull().default(0),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.signature, t.regionSignature, t.shard] }),
    // Decision 087: a seller with regions sums the rows its keys and regions overlap, found
    // through this index instead of comparing the arrays of every row (7 900 rows at 1 M).
    index('request_audience_counts_overlap_idx').using('gin', t.signature, t.regionSignature),
  ],
);
