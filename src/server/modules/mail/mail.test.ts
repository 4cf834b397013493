import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { uniqueEmail } from '#server/test/given.ts';
import { findJobs } from '#server/modules/jobs/repository.ts';
import { enqueueMail } from './outbox.ts';
import { listEmailLogsFor } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('mail outbox (embedded mode: mails are kept)', () => {
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
