import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';
import { requests } from './marketplace.ts';

/*
 * Questions answered to all bidders (issue 30, decision 054). A seller who may see a request asks,
 * the buyer answers once; every seller who may see the request reads both, the asker only as the
 * stored pseudonym of request_askers ('Verkäufer A', 'Verkäufer B' … in the order of first
 * questions), never derived from an id.
 */

/** The stable pseudonym of each asking seller per request: 1 → 'A', 2 → 'B' … */
export const requestAskers = pgTable(
  'request_askers',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    pseudonym: integer('pseudonym').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.sellerId] }),
    uniqueIndex('request_askers_pseudonym_unique').on(t.requestId, t.pseudonym),
    check('request_askers_pseudonym_check', sql`${t.pseudonym} >= 1`),
  ],
);

export const requestQuestions = pgTable(
  'request_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The asker's pseudonym on this request, copied from request_askers at write time. */
    pseudonym: integer('pseudonym').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A request's questions in the order asked; a seller's open ones on a request (the limit).
    index('request_questions_request_idx').on(t.requestId, t.createdAt),
    index('request_questions_open_idx')
      .on(t.requestId, t.sellerId)
      .where(sql`${t.answer} is null`),
    check('request_questions_answer_check', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);
