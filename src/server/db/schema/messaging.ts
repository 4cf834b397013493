import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecipientType } from '#shared/constants.ts';

export interface TemplateVariable {
  name: string;
  description: string;
  required: boolean;
}

export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    language: text('language').notNull().default('de'),
    recipientType: text('recipient_type').$type<RecipientType>().notNull().default('buyer'),
    isActive: boolean('is_active').notNull().default(true),
    templateVariables: jsonb('template_variables').$type<TemplateVariable[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_templates_type_lang_recipient_unique').on(t.type, t.language, t.recipientType),
    check('message_templates_recipient_check', sql`${t.recipientType} in ('buyer', 'seller', 'admin')`),
  ],
);

/**
 * Durable background work (the mail outbox, notifications, reminders). Written in the same
 * transaction as the change that causes it; claimed with FOR UPDATE SKIP LOCKED.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Makes scheduled jobs (trial reminders) idempotent across instances. */
    dedupeKey: text('dedupe_key'),
    /**
     * W3C traceparent of the request that queued the job, when tracing is on (issue 33): the
     * job's span links to it, on whichever instance it runs.
     */
    traceParent: text('trace_parent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    // A lane's claim (decision 037): its types' next due job, without reading other lanes' backlog.
    index('jobs_due_idx')
      .on(t.type, t.runAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // Retention deletes finished jobs by age; the partial index holds only those.
    index('jobs_finished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('done', 'failed')`),
    uniqueIndex('jobs_dedupe_unique').on(t.dedupeKey),
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/**
 * The log of domain events (decision 038): what happened, in the transaction that did it, and
 * what every consumer's job reads. `payload` is the event without its type
 * (src/shared/events/schema.ts); `actor_id` the account that acted, null for the system (the
 * hourly expiry). Kept RETENTION_EVENTS_DAYS, so an operator can see what happened.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    actorId: text('actor_id'),
    /** W3C traceparent of the request that recorded it (tracing on); its consumers' jobs carry it. */
    traceParent: text('trace_parent'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Retention deletes by age; an operator reads the newest first, by type.
  (t) => [
    index('domain_events_occurred_idx').on(t.occurredAt),
    index('domain_events_type_idx').on(t.type, t.occurredAt),
  ],
);

export const emailLogs = pgTable(
  'email_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: integer('job_id'),
    recipientEmail: text('recipient_email').notNull(),
    recipientType: text('recipient_type'),
    templateType: text('template_type'),
    subject: text('subject').notNull(),
    /** sent, failed; `kept` when no SMTP_URL is set and the mail stays in the database. */
    status: text('status').$type<'sent' | 'failed' | 'kept'>().notNull(),
    errorMessage: text('error_message'),
    variablesUsed: jsonb('variables_used').$type<Record<string, unknown>>(),
    content: text('content').notNull(),
    attempt: integer('attempt').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_logs_created_idx').on(t.createdAt),
    index('email_logs_recipient_idx').on(sql`lower(${t.recipientEmail})`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
