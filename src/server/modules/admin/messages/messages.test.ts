import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, uniqueEmail } from '#server/test/given.ts';
import { auditRowsFor } from '#server/test/admin-fixtures.ts';
import { listAuditRows } from '#server/modules/audit/read.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('admin: message templates', () => {
  it('checks the required variables of spec 2 §5 and the required fields', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const missing = await client.post('/api/v1/admin/message-templates', {
      type: 'seller_approval_email',
      title: 'Freigabe',
      content: '<p>Hallo {{contact_person}}</p>',
      language: 'nl',
      recipientType: 'admin',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Der Inhalt muss die Pflichtvariablen enthalten: {{company_name}}');
    const empty = await client.post('/api/v1/admin/message-templates', {
      type: 'x',
      title: ' ',
      content: 'y',
    });
    expect(empty.json().message).toBe('Bitte füllen Sie alle Pflichtfelder aus');
  });

  it('creates, updates, toggles and deletes a template, each audited', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const type = `test_${Date.now()}`;
    const created = await client.post('/api/v1/admin/message-templates', {
      type,
      title: 'Hallo {{name}}',
      content: '<p>{{name}}</p>',
      language: 'pl',
      recipientType: 'seller',
    });
    expect(created.statusCode).toBe(201);
    const m = created.json();
    expect(m).toMatchObject({ isActive: true, language: 'pl' });
    expect(m.templateVariables.map((v: { name: string }) => v.name)).toEqual(['name', 'site_url']);
    const updated = await client.request('PUT', `/api/v1/admin/message-templates/${m.id}`, {
      type,
      title: 'Neu',
      content: '<p>neu</p>',
      language: 'pl',
      recipientType: 'seller',
    });
    expect(updated.json().title).toBe('Neu');
    expect((await client.post(`/api/v1/admin/message-templates/${m.id}/toggle`)).json().isActive).toBe(false);
    const listed = await client.get(`/api/v1/admin/message-templates?type=${type}`);
    expect(listed.json().total).toBe(1);
    expect((await client.delete(`/api/v1/admin/message-templates/${m.id}`)).statusCode).toBe(200);
    expect((await auditRowsFor(t, m.id)).map((r) => r.action).sort()).toEqual([
      'message_template.create',
      'message_template.delete',
      'message_template.toggle',
      'message_template.update',
    ]);
  });
});

describe('admin: e-mail test and logs', () => {
  it('validates the direct and template forms with the spec messages', async () => {
    const client = await loggedIn(t, await admin(t), 'admin');
    const direct = await client.post('/api/v1/admin/email-test/direct', {
      to: 'a@b.de',
      subject: '',
      html: '<p>x</p>',
    });
    expect(direct.json().message).toBe('Bitte füllen Sie alle Felder aus');
    const noType = await client.post('/api/v1/admin/email-test/template', { to: 'a@b.de' });
    expect(noType.json().message).toBe('Bitte füllen Sie E-Mail und Template-Typ aus');
    const badJson = await client.post('/api/v1/admin/email-test/template', {
      to: 'a@b.de',
      templateType: 'order_confirmation',
      variables: '{kaputt',
    });
    expect(badJson.json().message).toBe('Ungültiges JSON in Template-Variablen');
  });

  it('sends a template test (trial_expiry_notification → seller_trial_expiry); the log lists it with details', async () => {
    const a = await admin(t);
    const client = await loggedIn(t, a, 'admin');
    const to = uniqueEmail('test');
    const res = await client.post('/api/v1/admin/email-test/template', {
      to,
      templateType: 'trial_expiry_notification',
      recipientType: 'seller',
      language: 'en',
      variables: JSON.stringify({
        company_name: 'Test <AG>',
        contact_person: 'Tina',
        trial_end_date: '01.01.2027',
      }),
    });
    expect(res.statusCode).toBe(202);
    await client.post('/api/v1/admin/email-test/direct', { to, subject: 'Direkt', html: '<p>Direkt</p>' });
    await t.app.deps.jobs.drain();

    const logs = await client.get(`/api/v1/admin/email-logs?search=${encodeURIComponent(to)}&status=kept`);
    const items = logs.json().items as { id: string; templateType: string; subject: string }[];
    expect(items.map((i) => i.templateType).sort()).toEqual(['direct', 'seller_trial_expiry']);
    const trial = items.find((i) => i.templateType === 'seller_trial_expiry')!;
    const detail = await client.get(`/api/v1/admin/email-logs/${trial.id}`);
    expect(detail.json().content).toContain('Test &lt;AG&gt;');
    const audits = (await listAuditRows(t.database.db, 'email_test')).filter((r) => r.actorId === a.id);
    expect(audits.map((r) => r.action).sort()).toEqual(['email_test.direct', 'email_test.template']);
  });
});
