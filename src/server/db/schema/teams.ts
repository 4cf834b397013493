import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MemberRole } from '#shared/teams/permissions.ts';
import { profiles } from './auth.ts';

/**
 * Issue 37 (decision 066): the members of a company. A company's id is the id of the profile
 * whose buyer_profiles / seller_profiles row it is, so every buyer_id / seller_id already names a
 * company. A member's own profile carries the company's party role but has no party row.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    invitedBy: uuid('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Decision 070: the gross order total in cents an 'Einkauf' member may order alone; null is
     * 'kein Limit' (and every owner's, who is never limited).
     */
    approvalLimitCents: bigint('approval_limit_cents', { mode: 'number' }),
  },
  (t) => [
    check(
      'company_members_role_check',
      sql`${t.role} in ('owner', 'sales', 'purchasing', 'requester', 'read')`,
    ),
    index('company_members_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** Open, accepted and revoked invitations; only the SHA-256 of the link's token is kept. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => profiles.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'company_invitations_role_check',
      sql`${t.role} in ('owner', 'sales', 'purchasing', 'requester', 'read')`,
    ),
    uniqueIndex('company_invitations_token_idx').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * Issue 37 (decision 071): who in a company works on a request. One row per (company, request):
 * the buyer company's assignment of its own request, and each seller company's assignment of a
 * request it sees — kept apart by `company_id`, so no company ever reads another's.
 */
export const requestAssignments = pgTable(
  'request_assignments',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** No foreign key to requests: adding one would lock that large table; lists join the live ones. */
    requestId: uuid('request_id').notNull(),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => profiles.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.requestId] }),
    // 'Mir zugewiesen': a member's assigned requests, a range of this index.
    index('request_assignments_assignee_idx').on(t.assigneeId, t.companyId),
    index('request_assignments_request_idx').on(t.requestId),
  ],
);
