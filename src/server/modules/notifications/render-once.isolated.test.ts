import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { brands } from '#server/db/schema/catalog.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import type { MailJobPayload } from '#server/modules/mail/outbox.ts';
import type * as MailRender from '#server/modules/mail/render.ts';
import type * as MailRepository from '#server/modules/mail/repository.ts';
import { listEmailLogsFor } from '#server/modules/mail/repository.ts';
import { createMailJobHandler } from '#server/modules/mail/send-job.ts';
import { createMailTransport } from '#server/modules/mail/transport.ts';
import * as given from '#server/test/given.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { runConsumers } from '#server/test/outbox.ts';

/*
 * Decision 073: a fan-out batch's mails render their template once per language (per group of
 * mails that would render alike), not once per mail — counted here as template statements and
 * fills — and each mail says exactly what rendering it alone would have said.
 */

const counts = vi.hoisted(() => ({ statements: 0, renders: 0 }));
vi.mock('#server/modules/mail/repository.ts', async (importOriginal) => {
  const real = await importOriginal<typeof MailRepository>();
  return {
    ...real,
    findActiveTemplate: (...args: Parameters<typeof real.findActiveTemplate>) => {
      counts.statements += 1;
      return real.findActiveTemplate(...args);
    },
  };
});
vi.mock('#server/modules/mail/render.ts', async (importOriginal) => {
  const real = await importOriginal<typeof MailRender>();
  return {
    ...real,
    renderWith: (...args: Parameters<typeof real.renderWith>) => {
      counts.renders += 1;
      return real.renderWith(...args);
    },
  };
});

const SITE = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  counts.statements = 0;
  counts.renders = 0;
});

/** `n` approved sellers of a brand of their own, the last `english` of them reading English. */
async function sellers(n: number, english: number, tag: string) {
  const name = `Rendern ${tag}`;
  const [brand] = await t.database.db.insert(brands).values({ name }).returning({ id: brands.id });
  await t.database.db.execute(sql`
    with p as (
      insert into profiles (email, name, role, email_verified, language)
        select 'render-' || ${tag}::text || '-' || g || '@example.com', 'Verkäufer ' || g, 'seller', true,
          case when g > ${n - english}::int then 'en' else 'de' end
        from generate_series(1, ${n}::int) as g
      returning id
    ), s as (
      insert into seller_profiles (id, first_name, last_name, company_name, contact_person, phone,
          vat_number, approval_status, payment_status, active_status)
        select id, 'Vera', 'Käufer', 'Massenhandel GmbH', 'Vera Käufer', '+49 30 1234', 'DE123456789',
          'approved', 'freetrial', 'active'
        from p
      returning id
    )
    insert into seller_brands (seller_id, brand_id) select id, ${brand!.id}::uuid from s`);
  return name;
}

async function newRequestMails(requestId: string): Promise<{ id: number; payload: MailJobPayload }[]> {
  const rows = await t.database.db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.type, 'mail.send'), like(jobs.dedupeKey, `mail:new_request:${requestId}:%`)));
  return rows.map((r) => ({ id: r.id, payload: r.payload as unknown as MailJobPayload }));
}

describe("a fan-out batch's mails (decision 073)", () => {
  it('renders the new-request template once per language for a batch of 200 mails', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const brand = await sellers(200, 50, tag);
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const { body, headers } = given.multipart({ partNumber: 'RND-4711', manufacturer: brand });
    const res = await asBuyer.request('POST', '/api/v1/buyer/requests', body, headers);
    expect(res.statusCode, res.body).toBe(201);
    const requestId = (res.json() as { id: string }).id;
    counts.statements = 0;
    counts.renders = 0;

    await runConsumers(t.database.db, SITE);

    const mails = await newRequestMails(requestId);
    expect(mails).toHaveLength(200);
    // One batch of 200 mails, two languages: two template statements and two fills, not 200.
    expect(counts).toEqual({ statements: 2, renders: 2 });
    const subjects = new Map<string, Set<string>>();
    for (const { payload } of mails) {
      expect(payload.direct, payload.to).toBeDefined();
      subjects.set(
        payload.language,
        (subjects.get(payload.language) ?? new Set()).add(payload.direct!.subject),
      );
    }
    expect([...subjects.keys()].sort()).toEqual(['de', 'en']);
    expect([...subjects.get('de')!][0]).toContain('RND-4711');
    expect(subjects.get('de')!.size).toBe(1);
    expect(subjects.get('en')!.size).toBe(1);
    expect([...subjects.get('de')!][0]).not.toBe([...subjects.get('en')!][0]);
  }, 120_000);

  it('sends each mail exactly as rendering it alone would have', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const brand = await sellers(3, 1, tag);
    const buyer = await given.verifiedBuyer(t);
    const asBuyer = await given.loggedIn(t, buyer, 'buyer');
    const { body, headers } = given.multipart({ partNumber: 'RND-0815', manufacturer: brand });
    const res = await asBuyer.request('POST', '/api/v1/buyer/requests', body, headers);
    expect(res.statusCode, res.body).toBe(201);
    await runConsumers(t.database.db, SITE);
    const send = createMailJobHandler({
      db: t.database.db,
      transport: createMailTransport(undefined),
      from: 'test@hydroparts.test',
      siteUrl: SITE,
      log: t.app.log,
    });
    for (const { payload } of await newRequestMails((res.json() as { id: string }).id)) {
      // The same mail to another address, without the batch's rendering: rendered when sent.
      const alone = `alone-${tag}-${payload.language}-${crypto.randomUUID().slice(0, 6)}@example.com`;
      const { direct: _rendered, ...unrendered } = payload;
      const [a, b] = await t.database.db
        .insert(jobs)
        .values([
          // Held as a worker holds a claimed job: the kept mail is written as the job completes.
          {
            type: 'mail.send',
            payload: { ...payload },
            status: 'running',
            lockedBy: 'test/held',
            attempts: 1,
          },
          {
            type: 'mail.send',
            payload: { ...unrendered, to: alone },
            status: 'running',
            lockedBy: 'test/held',
            attempts: 1,
          },
        ])
        .returning();
      await send(a!);
      await send(b!);
      const [batched] = await listEmailLogsFor(t.database.db, payload.to);
      const [single] = await listEmailLogsFor(t.database.db, alone);
      expect(batched!.subject).toBe(single!.subject);
      expect(batched!.content).toBe(single!.content);
      expect(batched!.templateType).toBe('new_request_notification');
    }
  }, 60_000);
});
