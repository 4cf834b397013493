import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions, verifications } from '#server/db/schema/auth.ts';
import { domainEvents, emailLogs, jobs } from '#server/db/schema/messaging.ts';
import { apiKeys, apiKeyUses } from '#server/db/schema/api-keys.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { verifiedBuyer } from '#server/test/given.ts';
import { loadConfig } from '#server/config.ts';
import { applyRetention } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const periods = loadConfig({ NODE_ENV: 'test' }).ops.retention;

describe('retention of operational tables', () => {
  it('has the documented defaults: e-mail logs 180 days', () => {
    expect(periods).toEqual({
      jobsDays: 14,
      sessionsDays: 1,
      rateLimitHours: 24,
      emailLogsDays: 180,
      apiKeyUsesDays: 90,
      eventsDays: 90,
      contactMessagesDays: 365,
      webhookDeliveriesDays: 30,
    });
    const custom = loadConfig({
      NODE_ENV: 'test',
      RETENTION_EMAIL_LOGS_DAYS: '30',
      RETENTION_JOBS_DAYS: '3',
      RETENTION_API_KEY_USES_DAYS: '7',
    });
    expect(custom.ops.retention).toMatchObject({ emailLogsDays: 30, jobsDays: 3, apiKeyUsesDays: 7 });
    expect(() => loadConfig({ NODE_ENV: 'test', RETENTION_JOBS_DAYS: '0' })).toThrow(/RETENTION_JOBS_DAYS/);
  });

  it('deletes what is past its period and keeps everything else', async () => {
    const db = t.database.db;
    const buyer = await verifiedBuyer(t);
    const tag = randomUUID();
    const job = (status: 'pending' | 'done' | 'failed', updatedAt: Date) => ({
      type: `retention-test-${tag}`,
      payload: {},
      status,
      updatedAt,
    });
    const jobRows = await db
      .insert(jobs)
      .values([
        job('done', daysAgo(15)),
        job('failed', daysAgo(20)),
        job('done', daysAgo(2)),
        job('pending', daysAgo(30)), // still due: never deleted, however old
      ])
      .returning({ id: jobs.id });
    const sessionRows = await db
      .insert(sessions)
      .values([
        { token: `old-${tag}`, userId: buyer.id, expiresAt: daysAgo(2) },
        { token: `live-${tag}`, userId: buyer.id, expiresAt: new Date(Date.now() + DAY) },
      ])
      .returning({ id: sessions.id });
    const verificationRows = await db
      .insert(verifications)
      .values([
        { identifier: `old-${tag}`, value: 'x', expiresAt: daysAgo(3) },
        { identifier: `new-${tag}`, value: 'x', expiresAt: new Date(Date.now() + DAY) },
      ])
      .returning({ id: verifications.id });
    const rateRows = await db
      .insert(rateLimits)
      .values([
        { key: `old-${tag}`, count: 3, lastRequest: Date.now() - 2 * DAY },
        { key: `new-${tag}`, count: 3, lastRequest: Date.now() - 60_000 },
      ])
      .returning({ id: rateLimits.id });
    const mail = (createdAt: Date) => ({
      recipientEmail: `${tag}@example.test`,
      subject: 'Test',
      status: 'kept' as const,
      content: '<p>x</p>',
      createdAt,
    });
    const mailRows = await db
      .insert(emailLogs)
      .values([mail(daysAgo(181)), mail(daysAgo(179))])
      .returning({ id: emailLogs.id });

    const [key] = await db
      .insert(apiKeys)
      .values({ userId: buyer.id, name: 'ERP', prefix: 'hp_test', keyHash: `hash-${tag}`, scopes: [] })
      .returning({ id: apiKeys.id });
    const use = (createdAt: Date) => ({
      keyId: key!.id,
      method: 'GET',
      path: '/api/v1/buyer/orders',
      ip: '10.0.0.1',
      createdAt,
    });
    const useRows = await db
      .insert(apiKeyUses)
      .values([use(daysAgo(91)), use(daysAgo(89))])
      .returning({ id: apiKeyUses.id });

    const eventRows = await db
      .insert(domainEvents)
      .values(
        [91, 89].map((n) => ({
          type: 'seller.blocked',
          payload: { sellerId: buyer.id },
          occurredAt: daysAgo(n),
        })),
      )
      .returning({ id: domainEvents.id });

    const deleted = await applyRetention({ ctx: { db }, input: { periods } });
    // Other test files may share the PostgreSQL database: at least ours went, and only ours are checked.
    expect(deleted.jobs).toBeGreaterThanOrEqual(2);
    expect(deleted.emailLogs).toBeGreaterThanOrEqual(1);
    expect(deleted.apiKeyUses).toBeGreaterThanOrEqual(1);

    const left = async <T extends { id: unknown }>(rows: T[], read: (ids: T['id'][]) => Promise<T[]>) =>
      (await read(rows.map((r) => r.id))).map((r) => rows.findIndex((x) => x.id === r.id)).sort();
    expect(
      await left(jobRows, (ids) => db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, ids))),
    ).toEqual([2, 3]);
    expect(
      await left(sessionRows, (ids) =>
        db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids)),
      ),
    ).toEqual([1]);
    expect(
      await left(verificationRows, (ids) =>
        db.select({ id: verifications.id }).from(verifications).where(inArray(verifications.id, ids)),
      ),
    ).toEqual([1]);
    expect(
      await left(rateRows, (ids) =>
        db.select({ id: rateLimits.id }).from(rateLimits).where(inArray(rateLimits.id, ids)),
      ),
    ).toEqual([1]);
    expect(
      await left(mailRows, (ids) =>
        db.select({ id: emailLogs.id }).from(emailLogs).where(inArray(emailLogs.id, ids)),
      ),
    ).toEqual([1]);

    expect(
      await left(useRows, (ids) =>
        db.select({ id: apiKeyUses.id }).from(apiKeyUses).where(inArray(apiKeyUses.id, ids)),
      ),
    ).toEqual([1]);
    expect(deleted.events).toBeGreaterThanOrEqual(1);
    expect(
      await left(eventRows, (ids) =>
        db.select({ id: domainEvents.id }).from(domainEvents).where(inArray(domainEvents.id, ids)),
      ),
    ).toEqual([1]);

    // A second run (another instance, the next hour) finds nothing of ours left to delete.
    await applyRetention({ ctx: { db }, input: { periods } });
    expect(
      await db
        .select({ id: emailLogs.id })
        .from(emailLogs)
        .where(inArray(emailLogs.id, [mailRows[1]!.id])),
    ).toHaveLength(1);
  });

  it('deletes through indexes (no sequential scan of the big tables)', async () => {
    const db = t.database.db;
    const { sql } = await import('drizzle-orm');
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plans: Record<string, string> = {};
      const explain = async (name: string, query: ReturnType<typeof sql>) => {
        const res = (await db.execute(sql`explain ${query}`)) as { rows: Record<string, string>[] };
        plans[name] = res.rows.map((r) => Object.values(r)[0]).join('\n');
      };
      await explain(
        'jobs',
        sql`select id from jobs where status in ('done', 'failed') and updated_at < now()`,
      );
      await explain('sessions', sql`select id from sessions where expires_at < now()`);
      await explain('verifications', sql`select id from verifications where expires_at < now()`);
      await explain('rate_limits', sql`select id from rate_limits where last_request < 1`);
      await explain('email_logs', sql`select id from email_logs where created_at < now()`);
      await explain('api_key_uses', sql`select id from api_key_uses where created_at < now()`);
      expect(plans.jobs).toContain('jobs_finished_idx');
      expect(plans.sessions).toContain('sessions_expires_idx');
      expect(plans.verifications).toContain('verifications_expires_idx');
      expect(plans.rate_limits).toContain('rate_limits_last_request_idx');
      expect(plans.email_logs).toContain('email_logs_created_idx');
      expect(plans.api_key_uses).toContain('api_key_uses_created_idx');
    } finally {
      await db.execute(sql`reset enable_seqscan`);
    }
  });
});
