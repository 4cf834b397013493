import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller, verifiedBuyer } from '#server/test/given.ts';
import { embeddedXml, expectValidEInvoices, validatorReady } from '#server/test/einvoice-validator.ts';
import { NOT_TAXABLE_NOTE } from '#shared/billing/fee-vat.ts';
import { runBilling } from './run.ts';
import * as repo from './repository.ts';
import { TEST_COMPANY as COMPANY } from '#server/test/billing-company.ts';
import { auditRowsFor } from '#server/test/admin-fixtures.ts';

/*
 * Issue 32: the billing routes refuse the wrong role, another seller's invoice and a bad body
 * with a German message; the numbers stay gapless under two runs at once; a German and a Swiss
 * seller's e-invoices pass the EN 16931 rules too.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A seller whose trial ended on `trialEnd` (a day of 2040, apart from other tests' years). */
async function billedSeller(trialEnd: string, overrides: Record<string, unknown> = {}) {
  const s = await seller(t, {}, overrides);
  await t.database.db
    .update(sellerProfiles)
    .set({ approvedAt: new Date(`${trialEnd}T00:00:00Z`), trialEndsAt: new Date(`${trialEnd}T10:00:00Z`) })
    .where(eq(sellerProfiles.id, s.id));
  return s;
}

describe('billing routes (issue 32)', () => {
  it('a seller sees its own invoices and files; another seller gets 404, a buyer 403', async () => {
    const a = await billedSeller('2040-03-01');
    const b = await billedSeller('2040-03-01');
    await runBilling(t.database.db, COMPANY, new Date('2040-03-02T08:00:00Z'));
    const [invA] = await repo.invoicesOf(t.database.db, a.id);
    expect(invA).toBeDefined();

    const asA = await loggedIn(t, a, 'seller');
    const overview = await asA.get('/api/v1/seller/billing');
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({
      plan: 'monthly',
      netCentsPerPeriod: 4995,
      trialEndsOn: '2040-03-01',
    });
    expect(overview.json().invoices.map((i: { id: string }) => i.id)).toEqual([invA!.id]);

    const pdf = await asA.get(`/api/v1/billing/invoices/${invA!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await asA.get(`/api/v1/billing/invoices/${invA!.id}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`<cbc:ID>${invA!.number}</cbc:ID>`);

    const asB = await loggedIn(t, b, 'seller');
    for (const format of ['pdf', 'xml', 'zugferd']) {
      const res = await asB.get(`/api/v1/billing/invoices/${invA!.id}/${format}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Rechnung nicht gefunden');
    }
    const bad = await asA.get(`/api/v1/billing/invoices/${invA!.id}/docx`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Unbekanntes Format');
    const badId = await asA.get('/api/v1/billing/invoices/123/pdf');
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('Ungültige Rechnungs-ID');

    const buyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    expect((await buyer.get('/api/v1/seller/billing')).statusCode).toBe(403);
    expect((await buyer.get(`/api/v1/billing/invoices/${invA!.id}/pdf`)).statusCode).toBe(403);
    expect((await buyer.get('/api/v1/admin/invoices')).statusCode).toBe(403);
    expect((await asA.get('/api/v1/admin/invoices')).statusCode).toBe(403);
    expect((await asA.post(`/api/v1/admin/invoices/${invA!.id}/paid`)).statusCode).toBe(403);
  });

  it('notice needs the confirmation, is taken once and shows the end the terms give', async () => {
    const s = await billedSeller('2040-04-01');
    const asS = await loggedIn(t, s, 'seller');
    const missing = await asS.post('/api/v1/seller/billing/notice', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Bitte bestätigen Sie die Kündigung');
    const ok = await asS.post('/api/v1/seller/billing/notice', { confirm: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().noticeGivenAt).not.toBeNull();
    expect(ok.json().endsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await asS.post('/api/v1/seller/billing/notice', { confirm: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Die Kündigung liegt bereits vor.');
  });

  it('admins list invoices by status and mark one paid once; bad status and ids are refused', async () => {
    const s = await billedSeller('2040-05-01');
    await runBilling(t.database.db, COMPANY, new Date('2040-05-01T08:00:00Z'));
    const [inv] = await repo.invoicesOf(t.database.db, s.id);
    const asAdmin = await loggedIn(t, await admin(t), 'admin');
    const open = await asAdmin.get('/api/v1/admin/invoices?status=open');
    expect(open.statusCode).toBe(200);
    expect(open.json().map((i: { id: string }) => i.id)).toContain(inv!.id);
    const paid = await asAdmin.post(`/api/v1/admin/invoices/${inv!.id}/paid`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    // Audited with the admin who did it, once (DESIGN.md §5).
    const trail = await auditRowsFor(t, inv!.id);
    expect(trail.map((r) => [r.action, r.actorId])).toEqual([['invoice.mark_paid', expect.any(String)]]);
    expect(trail[0]!.after).toMatchObject({ status: 'paid', number: inv!.number });
    expect((await asAdmin.post(`/api/v1/admin/invoices/${inv!.id}/paid`)).json().message).toBe(
      'Die Rechnung ist nicht offen.',
    );
    const badStatus = await asAdmin.get('/api/v1/admin/invoices?status=bezahlt');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body).toContain('Unbekannter Rechnungsstatus');
    const unknown = await asAdmin.post('/api/v1/admin/invoices/00000000-0000-4000-8000-000000000000/paid');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Rechnung nicht gefunden');
    // The admin can read any seller's invoice file.
    expect((await asAdmin.get(`/api/v1/billing/invoices/${inv!.id}/xml`)).statusCode).toBe(200);
  });

  it('an admin cancels an invoice by a credit note once; the seller operates again; others are refused', async () => {
    const s = await billedSeller('2043-03-01');
    await runBilling(t.database.db, COMPANY, new Date('2043-03-01T08:00:00Z'));
    await runBilling(t.database.db, COMPANY, new Date('2043-03-30T08:00:00Z')); // past its grace: unpaid
    const [standing] = await t.database.db.select().from(sellerProfiles).where(eq(sellerProfiles.id, s.id));
    expect(standing!.paymentStatus).toBe('unpaid');
    const [inv] = await repo.invoicesOf(t.database.db, s.id);
    const url = `/api/v1/admin/invoices/${inv!.id}/credit-note`;

    const asBuyer = await loggedIn(t, await verifiedBuyer(t), 'buyer');
    expect((await asBuyer.post(url)).statusCode).toBe(403);
    const asAdmin = await loggedIn(t, await admin(t), 'admin');
    const bad = await asAdmin.post('/api/v1/admin/invoices/keine-id/credit-note');
    expect(bad.statusCode).toBe(400);
    const unknown = await asAdmin.post(
      '/api/v1/admin/invoices/00000000-0000-4000-8000-000000000000/credit-note',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Rechnung nicht gefunden');

    const res = await asAdmin.post(url);
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json() as { id: string; number: string; kind: string; grossCents: number };
    expect(note).toMatchObject({ kind: 'credit_note', grossCents: inv!.grossCents });
    expect(note.number).toMatch(/^HP-G-\d{4}-\d{5}$/);
    expect((await repo.findInvoice(t.database.db, inv!.id))!.status).toBe('credited');
    const [after] = await t.database.db.select().from(sellerProfiles).where(eq(sellerProfiles.id, s.id));
    expect(after!.paymentStatus).toBe('paid');
    expect((await auditRowsFor(t, inv!.id)).map((r) => [r.action, r.after])).toEqual([
      ['invoice.credit_note', { number: inv!.number, status: 'credited', creditNote: note.number }],
    ]);
    // Once only; a credit note is not credited again.
    for (const again of [url, `/api/v1/admin/invoices/${note.id}/credit-note`]) {
      const refused = await asAdmin.post(again);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Nur eine offene oder bezahlte Rechnung kann storniert werden.');
    }
    // Its documents: a UBL credit note (type 381) naming the invoice, for the seller, who may
    // sign in again (the unpaid gate held before).
    const asSeller = await loggedIn(t, s, 'seller');
    expect((await asSeller.post(url)).statusCode).toBe(403);
    const xml = await asSeller.get(`/api/v1/billing/invoices/${note.id}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
    expect(xml.body).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml.body).toContain(inv!.number);
    const row = (await repo.findInvoice(t.database.db, note.id))!;
    const { invoiceFile } = await import('./documents.ts');
    if (validatorReady())
      expectValidEInvoices([
        { name: note.number, xml: xml.body },
        {
          name: `${note.number}-zugferd`,
          xml: embeddedXml((await invoiceFile(t.database.db, row, 'zugferd')).body),
        },
      ]);
  }, 60_000);

  it('two runs at once issue each period once, numbered without a gap', async () => {
    const sellers = await Promise.all([1, 2, 3].map(() => billedSeller('2041-02-01')));
    await runBilling(t.database.db, COMPANY, new Date('2041-02-01T08:00:00Z'));
    const now = new Date('2041-04-02T08:00:00Z');
    await Promise.all([runBilling(t.database.db, COMPANY, now), runBilling(t.database.db, COMPANY, now)]);
    const all = (await Promise.all(sellers.map((s) => repo.invoicesOf(t.database.db, s.id)))).flat();
    expect(all).toHaveLength(9); // three periods (Feb; Mar and Apr by the two runs) each
    // Every 2041 number of the database (earlier tests' sellers are billed on too): 1…n, no gap.
    const seqs = (await repo.listInvoices(t.database.db, undefined, 500))
      .filter((i) => i.year === 2041)
      .map((i) => i.seq);
    expect(seqs.sort((x, y) => x - y)).toEqual(Array.from({ length: seqs.length }, (_, n) => n + 1));
  });

  it("a German and a Swiss seller's e-invoices pass the EN 16931 rules", async () => {
    const de = await billedSeller('2042-01-10');
    const ch = await billedSeller('2042-01-10', {
      billingAddress: { street: 'Bahnhofstrasse 1', city: 'Zürich', zip: '8001', country: 'Schweiz' },
      vatNumber: 'CHE123456789',
    });
    await runBilling(t.database.db, COMPANY, new Date('2042-01-10T08:00:00Z'));
    const [invDe] = await repo.invoicesOf(t.database.db, de.id);
    const [invCh] = await repo.invoicesOf(t.database.db, ch.id);
    expect(invDe).toMatchObject({ vatRatePercent: 19, vatCents: 949, grossCents: 5944, vatNote: null });
    expect(invCh).toMatchObject({ vatRatePercent: 0, vatCents: 0, vatNote: NOT_TAXABLE_NOTE });
    const { invoiceFile } = await import('./documents.ts');
    const docs = [];
    for (const inv of [invDe!, invCh!]) {
      docs.push({
        name: inv.number,
        xml: (await invoiceFile(t.database.db, inv, 'xml')).body.toString('utf8'),
      });
      docs.push({
        name: `${inv.number}-zugferd`,
        xml: embeddedXml((await invoiceFile(t.database.db, inv, 'zugferd')).body),
      });
    }
    if (validatorReady()) expectValidEInvoices(docs);
  }, 60_000);

  it('issues nothing while the operator details an invoice needs are missing', async () => {
    const s = await billedSeller('2044-01-10');
    const result = await runBilling(
      t.database.db,
      { ...COMPANY, address: null, iban: null },
      new Date('2044-01-10T08:00:00Z'),
    );
    expect(result.missing).toEqual(['COMPANY_ADDRESS', 'COMPANY_IBAN']);
    expect(await repo.invoicesOf(t.database.db, s.id)).toEqual([]);
  });
});
