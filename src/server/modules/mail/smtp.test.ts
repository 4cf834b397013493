import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { buildApp } from '#server/app.ts';
import { uniqueEmail } from '#server/test/given.ts';
import { openTestDatabase } from '#server/test/harness.ts';
import { createJobRunner } from '#server/modules/jobs/runner.ts';
import { enqueueMail, MAIL_JOB } from './outbox.ts';
import { listEmailLogsFor } from './repository.ts';
import { createMailJobHandler } from './send-job.ts';
import type { MailTransport } from './transport.ts';

/** A real SMTP server on localhost that refuses the first `refuse` messages with 451. */
async function startSmtp(refuse: number) {
  const received: string[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        attempts += 1;
        if (attempts <= refuse) {
          const err = Object.assign(new Error('Mailbox vorübergehend nicht verfügbar'), {
            responseCode: 451,
          });
          return callback(err);
        }
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received, attempts: () => attempts };
}

/** Time passes: a job waiting for its retry becomes due now. */
async function makeRetriesDue(database: Database) {
  await database.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.status, 'pending'));
}

describe('mail over SMTP with retries', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: Database;
  beforeAll(async () => {
    smtp = await startSmtp(2);
    ({ database } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers exactly once after refusals, across an app restart, logging every attempt', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    });
    const to = uniqueEmail('smtp');
    let app = await buildApp({ config, database });
    await enqueueMail(database.db, {
      to,
      recipientType: 'buyer',
      templateType: 'direct',
      language: 'de',
      variables: {},
      direct: { subject: 'Ihre Bestellung', html: '<p>Danke</p>' },
    });
    await app.deps.jobs.drain();
    await app.close(); // the instance goes away with the mail still owed

    app = await buildApp({ config, database });
    await makeRetriesDue(database);
    await app.deps.jobs.drain();
    await makeRetriesDue(database);
    await app.deps.jobs.drain();
    await makeRetriesDue(database);
    await app.deps.jobs.drain();
    await app.close();

    expect(smtp.attempts()).toBe(3);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Ihre Bestellung');
    const logs = await listEmailLogsFor(database.db, to);
    expect(logs.map((l) => [l.status, l.attempt])).toEqual([
      ['failed', 1],
      ['failed', 2],
      ['sent', 3],
    ]);
    expect(logs[0]!.errorMessage).toMatch(/451/);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'to' = ${to}`);
    expect(job!.status).toBe('done');
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.TEST_DATABASE_TEMPLATE);

describe.runIf(onPostgres)('two workers on one PostgreSQL database', () => {
  it('never send the same mail twice', async () => {
    const { database: own, url } = await openTestDatabase();
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: url }),
      openDatabase({ databaseUrl: url }),
    ]);
    try {
      const marker = uniqueEmail('worker').split('@')[0]!;
      const sent: string[] = [];
      const transport: MailTransport = {
        kind: 'smtp',
        async send(msg) {
          await new Promise((r) => setTimeout(r, 5));
          sent.push(msg.to);
        },
      };
      const log = pino({ level: 'silent' });
      const runner = (db: Database) =>
        createJobRunner(
          db.db,
          {
            [MAIL_JOB]: {
              lane: 'mail',
              run: createMailJobHandler({
                db: db.db,
                transport,
                from: 'x@y.z',
                siteUrl: 'http://x',
                log,
              }),
            },
          },
          log,
        );
      const recipients = Array.from({ length: 40 }, (_, i) => `${marker}-${i}@example.test`);
      for (const to of recipients) {
        await enqueueMail(a.db, {
          to,
          recipientType: 'buyer',
          templateType: 'direct',
          language: 'de',
          variables: {},
          direct: { subject: 's', html: 'h' },
        });
      }
      await Promise.all([runner(a).drain(), runner(b).drain()]);
      const mine = sent.filter((to) => to.startsWith(marker));
      expect(mine).toHaveLength(40);
      expect(new Set(mine).size).toBe(40);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await own.close();
    }
  });
});
