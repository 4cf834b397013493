import { index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/*
 * Issue 29 (decision 064): the seller list's counts by urgency and its expired-but-not-yet-swept
 * requests as maintained figures, so every count a seller opens is the sum of a few rows however
 * far the hourly expiry job lags. Maintained like request_audience_counts (derived.ts) by
 * hp_requests_audience in the writing transaction, one shard per PostgreSQL backend, folded
 * hourly by hp_compact_audience_counts(). No service writes these tables.
 */

/** Open requests per audience signature, region signature and urgency weight. */
export const requestUrgencyCounts = pgTable(
  'request_urgency_counts',
  {
    signature: uuid('signature').array().notNull(),
    regionSignature: text('region_signature').array().notNull(),
    urgencyWeight: smallint('urgency_weight').notNull(),
    shard: integer('shard').notNull().default(0),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'request_urgency_counts_pk',
      columns: [t.signature, t.regionSignature, t.urgencyWeight, t.shard],
    }),
    // Decision 087: as request_audience_counts_overlap_idx, for the count by urgency.
    index('request_urgency_counts_overlap_idx').using('gin', t.signature, t.regionSignature),
  ],
);

/**
 * Decision 082: open requests per audience signature and urgency weight, whatever their regions.
 * A seller who delivers everywhere (most of them) sums these few rows (signatures × 4) for both
 * the plain count and the count by urgency; the region signature multiplied the rows it read by
 * the number of regions in the market (43 at 100 k), and each row cost an array comparison.
 */
export const requestSignatureCounts = pgTable(
  'request_signature_counts',
  {
    signature: uuid('signature').array().notNull(),
    urgencyWeight: smallint('urgency_weight').notNull(),
    shard: integer('shard').notNull().default(0),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'request_signature_counts_pk',
      columns: [t.signature, t.urgencyWeight, t.shard],
    }),
  ],
);

/**
 * Open requests with an expiry, per hour of their expiry (hours since the Unix epoch, UTC:
 * independent of the session's time zone) and the same dimensions. A count subtracts the rows of
 * the hours that have passed (a range of the primary key: only requests the expiry job has not
 * closed yet) and counts the current hour's expired ones exactly (at most an hour of expiries).
 */
export const requestExpiryCounts = pgTable(
  'request_expiry_counts',
  {
    expiresHour: integer('expires_hour').notNull(),
    signature: uuid('signature').array().notNull(),
    regionSignature: text('region_signature').array().notNull(),
    urgencyWeight: smallint('urgency_weight').notNull(),
    shard: integer('shard').notNull().default(0),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'request_expiry_counts_pk',
      columns: [t.expiresHour, t.signature, t.regionSignature, t.urgencyWeight, t.shard],
    }),
  ],
);
