import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { uniqueEmail } from '#server/test/given.ts';
import { findJobs } from '#server/modules/jobs/repository.ts';
import { jobs } from '#server/db/schema/messaging.ts';
import { MAIL_JOB, enqueueMail, type MailJobPayload } from './outbox.ts';
import { listEmailLogsFor } from './repository.ts';
import { createMailJobHandler } from './send-job.ts';
import { createMailTransport } from './transport.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('mail outbox (embedded mode: mails are kept)', () => {
  it('keeps a mail with its job done in one transaction: a second run of the same claim keeps nothing', async () => {
    // What a kill -9 between keeping the mail and marking the job done did (issue 38): the
    // restarted worker ran the job again and the mail was kept twice.
    const to = uniqueEmail('einmal');
    const payload: MailJobPayload = {
      to,
      recipientType: 'admin',
      templateType: 'direct',
      language: 'de',
      variables: {},
      direct: { subject: 'Einmal', html: '<p>Einmal</p>' },
    };
    const [job] = await t.database.db
      .insert(jobs)
      .values({
        type: MAIL_JOB,
        payload: { ...payload },
        status: 'running',
        lockedBy: 'test/held',
        attempts: 1,
      })
      .returning();
    const run = createMailJobHandler({
      db: t.database.db,
      transport: createMailTransport(undefined),
      from: 'test@hydroparts.test',
      siteUrl: 'http://localhost',
      log: t.app.log,
    });
    await run(job!);
    await run(job!);
    const logs = await listEmailLogsFor(t.database.db, to);
    expect(logs.map((l) => l.status)).toEqual(['kept']);
    const done = (await findJobs(t.database.db, MAIL_JOB)).find((j) => j.id === job!.id);
    expect(done?.status).toBe('done');
  });

  it('keeps a direct mail with its subject and HTML', async () => {
    const to = uniqueEmail('direkt');
    await enqueueMail(t.database.db, {
      to,
      recipientType: 'admin',
      templateType: 'direct',
      language: 'de',
      variables: {},
      direct: { subject: 'Test <1>', html: '<p>Hallo</p>' },
    });
    await t.app.deps.jobs.drain();
    const [log] = await listEmailLogsFor(t.database.db, to);
    expect(log).toMatchObject({ status: 'kept', subject: 'Test <1>' });
    expect(log!.content).toContain('<p>Hallo</p>');
    expect(log!.content).toContain('<title>Test &lt;1&gt;</title>');
  });

  it('renders the template in the recipient language, escaping values', async () => {
    const to = uniqueEmail('fr');
    await enqueueMail(t.database.db, {
      to,
      recipientType: 'seller',
      templateType: 'seller_approval_email',
      language: 'fr',
      variables: { company_name: 'Müller <GmbH>', contact_person: 'Max Müller' },
    });
    await t.app.deps.jobs.drain();
    const [log] = await listEmailLogsFor(t.database.db, to);
    expect(log!.status).toBe('kept');
    expect(log!.content).toContain('Müller &lt;GmbH&gt;');
    expect(log!.content).toContain('Max Müller');
    expect(log!.subject).toBe('Votre compte vendeur HydroParts est activé');
  });

  it('renders the template in German when the recipient language has none', async () => {
    const to = uniqueEmail('pl');
    await enqueueMail(t.database.db, {
      to,
      recipientType: 'seller',
      templateType: 'seller_approval_email',
      language: 'pl',
      variables: { company_name: 'Kowalski', contact_person: 'Jan Kowalski' },
    });
    await t.app.deps.jobs.drain();
    const [log] = await listEmailLogsFor(t.database.db, to);
    expect(log!.status).toBe('kept');
    expect(log!.content).toMatch(/freigeschaltet|freigegeben/);
  });

  it('logs a failure and schedules a retry when no template exists', async () => {
    const to = uniqueEmail('fehlt');
    await enqueueMail(t.database.db, {
      to,
      recipientType: 'buyer',
      templateType: 'gibt_es_nicht',
      language: 'de',
      variables: {},
    });
    await t.app.deps.jobs.drain();
    const [log] = await listEmailLogsFor(t.database.db, to);
    expect(log).toMatchObject({ status: 'failed', errorMessage: 'Keine aktive Vorlage für gibt_es_nicht' });
    const job = (await findJobs(t.database.db, 'mail.send')).find(
      (j) => (j.payload as { to: string }).to === to,
    );
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses for good a template mail without its required variables (spec 2 §5)', async () => {
    const to = uniqueEmail('pflicht');
    await enqueueMail(t.database.db, {
      to,
      recipientType: 'seller',
      templateType: 'seller_trial_expiry',
      language: 'de',
      variables: { company_name: 'Müller GmbH', contact_person: 'Max Müller' },
    });
    await t.app.deps.jobs.drain();
    const [log] = await listEmailLogsFor(t.database.db, to);
    expect(log).toMatchObject({
      status: 'failed',
      errorMessage: 'Fehlende Pflichtvariablen für seller_trial_expiry: trial_end_date',
    });
    const job = (await findJobs(t.database.db, 'mail.send')).find(
      (j) => (j.payload as { to: string }).to === to,
    );
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
