import { boolean, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';

/**
 * Which mails a user wants (issue 35, decision 060). No row: the default (every mail at once).
 * `digestSentUpTo` is the digest's marker: the digest of a day lists the items added after it and
 * moves it, in the transaction that queues the mail, so a re-run (a second instance, a restart)
 * finds nothing left to send; `lastDigestOn` keeps it to one digest a day.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  newRequests: text('new_requests', { enum: ['instant', 'digest', 'off'] })
    .notNull()
    .default('instant'),
  urgentOnly: boolean('urgent_only').notNull().default(false),
  regions: text('regions').array().notNull().default([]),
  offers: text('offers', { enum: ['instant', 'off'] })
    .notNull()
    .default('instant'),
  /**
   * Issue 37 (decision 071): the company's mails and pushes — every one of the member's role
   * ('all'), only those of requests assigned to the member ('assigned'), or none. Null: the
   * role's default (owner 'all', others 'assigned'; companyMailModeOf in src/shared/teams).
   */
  companyMails: text('company_mails', { enum: ['all', 'assigned', 'none'] }),
  digestSentUpTo: timestamp('digest_sent_up_to', { withTimezone: true }),
  lastDigestOn: date('last_digest_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A new relevant request waiting for a seller's next digest (written by the request's mail job). */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** No foreign key: the migration takes no lock on requests; the digest joins the live ones. */
    requestId: uuid('request_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.requestId] }),
    index('notification_digest_items_added_idx').on(t.addedAt),
  ],
);
