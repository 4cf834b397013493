import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '#shared/api-keys/schema.ts';
import { profiles } from './auth.ts';

/**
 * API keys of buyers and sellers (issue 15, decision 023). Only the SHA-256 of the key is kept;
 * `prefix` (the first characters) lets the owner tell keys apart. The per-key rate limit counts
 * in the row itself (`window_start`, `window_count`), updated in the same statement that reads it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(120),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    windowCount: integer('window_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/** Every request made with a key: which key, what, from where, when (issue 15: every use audited). */
export const apiKeyUses = pgTable(
  'api_key_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    ip: text('ip'),
    /** 'ok', or why the key was refused: 'rate_limited', 'scope'. */
    outcome: text('outcome').notNull().default('ok'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_key_uses_key_idx').on(t.keyId, t.createdAt),
    index('api_key_uses_created_idx').on(t.createdAt),
  ],
);
