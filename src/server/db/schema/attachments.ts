import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth.ts';
import { offers, requests } from './marketplace.ts';

/*
 * Decision 067: PDF documents (datasheets, drawings) on a request (the buyer's) or on an offer
 * (the seller's, `offer_id` set). Beside the photos: the file lives in the blob store under
 * `storage_key`, stripped of its metadata; who may read it is the attachments module's rule.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    /** Null: the request's own document; set: a document of this offer on the request. */
    offerId: uuid('offer_id').references(() => offers.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** The uploader's cleaned name; the other party is shown 'dokument-N.pdf' (DESIGN §5). */
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pages: smallint('pages').notNull(),
    position: smallint('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_request_idx').on(t.requestId, t.position),
    index('attachments_offer_idx').on(t.offerId, t.position),
  ],
);
