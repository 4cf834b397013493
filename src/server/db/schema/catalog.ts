import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PartRelationKind, PartRelationStatus } from '#shared/catalog/part-relations.ts';
import { profiles } from './auth.ts';

export const countries = pgTable(
  'countries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('countries_code_unique').on(t.code),
    check('countries_code_check', sql`${t.code} ~ '^[A-Z]{2}$'`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brands_name_unique').on(sql`lower(${t.name})`)],
);

export const paymentTerms = pgTable(
  'payment_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    days: integer('days').notNull().default(0),
    /** Decision 072: Skonto as values (rate in %, period in days); both or neither. */
    skontoPercent: numeric('skonto_percent', { precision: 4, scale: 2, mode: 'number' }),
    skontoDays: integer('skonto_days'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payment_terms_days_check', sql`${t.days} >= 0`)],
);

/**
 * Cross-references between parts (issue 30, decision 046): 'same' (one part, two numbers),
 * 'superseded' (from is replaced by to), 'equivalent' (to is another brand's equal part). Keys
 * are partKey() of the numbers. Admins write confirmed rows; a seller's proposal waits as
 * 'proposed' until an admin confirms or rejects it. Only confirmed rows are shown or used.
 */
export const partRelations = pgTable(
  'part_relations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<PartRelationKind>().notNull(),
    fromManufacturer: text('from_manufacturer'),
    fromPartNumber: text('from_part_number').notNull(),
    fromKey: text('from_key').notNull(),
    toManufacturer: text('to_manufacturer'),
    toPartNumber: text('to_part_number').notNull(),
    toKey: text('to_key').notNull(),
    status: text('status').$type<PartRelationStatus>().notNull().default('confirmed'),
    /** The seller who proposed it (null for an admin's row); never shown to buyers. */
    proposedBy: uuid('proposed_by').references(() => profiles.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('part_relations_kind_check', sql`${t.kind} in ('same', 'superseded', 'equivalent')`),
    check('part_relations_status_check', sql`${t.status} in ('confirmed', 'proposed', 'rejected')`),
    check(
      'part_relations_keys_check',
      sql`${t.fromKey} <> '' and ${t.toKey} <> '' and ${t.fromKey} <> ${t.toKey}`,
    ),
    uniqueIndex('part_relations_unique').on(t.kind, t.fromKey, t.toKey),
    index('part_relations_from_idx').on(t.fromKey),
    index('part_relations_to_idx').on(t.toKey),
    index('part_relations_status_idx').on(t.status, t.createdAt),
  ],
);
