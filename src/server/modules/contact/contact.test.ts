import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '#server/test/harness.ts';
import { uniqueEmail } from '#server/test/given.ts';
import { findJobs } from '#server/modules/jobs/repository.ts';
import { MAIL_JOB } from '#server/modules/mail/outbox.ts';
import { listEmailLogsFor } from '#server/modules/mail/repository.ts';
import { findContactMessagesByEmail } from './repository.ts';

const OPERATOR = uniqueEmail('betreiber');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      OPERATOR_EMAIL: OPERATOR,
      COMPANY_NAME: 'HydroParts GmbH',
      COMPANY_REGISTER_COURT: 'Amtsgericht Stuttgart',
    },
  });
});
afterAll(async () => {
  await t.close();
});

const validMessage = (email: string) => ({
  name: 'Erika Muster',
  email,
  company: 'Muster Hydraulik GmbH',
  subject: `Frage zur Registrierung ${email}`,
  message: 'Wie lange dauert die Freischaltung als Verkäufer?',
});

describe('POST /api/v1/contact', () => {
  it('stores the message and puts a mail to the operator into the outbox', async () => {
    const sender = uniqueEmail('kontakt');
    const res = await new Client(t.app).post('/api/v1/contact', validMessage(sender));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    const [stored] = await findContactMessagesByEmail(t.database.db, sender);
    expect(stored).toMatchObject({
      name: 'Erika Muster',
      company: 'Muster Hydraulik GmbH',
      message: 'Wie lange dauert die Freischaltung als Verkäufer?',
    });

    const job = (await findJobs(t.database.db, MAIL_JOB)).find(
      (j) => (j.payload as { variables: { email?: string } }).variables.email === sender,
    );
    expect(job?.payload).toMatchObject({
      to: OPERATOR,
      templateType: 'contact_message',
      recipientType: 'admin',
    });

    await t.app.deps.jobs.drain();
    const logs = await listEmailLogsFor(t.database.db, OPERATOR);
    const log = logs.find((l) => l.subject === `Kontaktanfrage: Frage zur Registrierung ${sender}`);
    expect(log?.status).toBe('kept');
    expect(log!.content).toContain('Wie lange dauert die Freischaltung als Verkäufer?');
  });

  it('accepts a message without a company', async () => {
    const sender = uniqueEmail('ohne-firma');
    const { company: _company, ...withoutCompany } = validMessage(sender);
    const res = await new Client(t.app).post('/api/v1/contact', withoutCompany);
    expect(res.statusCode).toBe(201);
    const [stored] = await findContactMessagesByEmail(t.database.db, sender);
    expect(stored!.company).toBeNull();
  });

  it.each([
    ['name', { name: '  ' }, 'Bitte geben Sie Ihren Namen ein'],
    ['email', { email: 'keine-adresse' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
    ['subject', { subject: '' }, 'Bitte geben Sie einen Betreff ein'],
    ['message', { message: ' ' }, 'Bitte geben Sie eine Nachricht ein'],
  ])('refuses a missing %s with a German message and stores nothing', async (field, change, message) => {
    const sender = uniqueEmail(`fehlt-${field}`);
    const res = await new Client(t.app).post('/api/v1/contact', { ...validMessage(sender), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    expect(res.json().fields[field]).toBe(message);
    expect(await findContactMessagesByEmail(t.database.db, sender)).toEqual([]);
  });
});

describe('GET /api/v1/site-info', () => {
  it('serves the configured company details and null for what is not configured', async () => {
    const res = await new Client(t.app).get('/api/v1/site-info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'HydroParts GmbH',
      registerCourt: 'Amtsgericht Stuttgart',
      registerNumber: null,
      vatId: null,
      // Without COMPANY_EMAIL the operator's address is the contact address.
      email: OPERATOR,
    });
  });
});
