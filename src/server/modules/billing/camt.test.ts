import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { admin, loggedIn, seller } from '#server/test/given.ts';
import { TEST_COMPANY } from '#server/test/billing-company.ts';
import { fromCents } from '#shared/money/cents.ts';
import { runBilling } from './run.ts';
import * as repo from './repository.ts';
import { auditRowsFor } from '#server/test/admin-fixtures.ts';

/*
 * Issue 32: a CAMT.053 statement matched by the invoice number in the remittance text. Only a
 * credit naming one open invoice for its gross amount pays it; the other lines are shown with why.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

function entry(cents: number, ustrd: string, credit = true) {
  return `<Ntry><Amt Ccy="EUR">${fromCents(cents)}</Amt><CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
    <Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2043-01-12</Dt></BookgDt>
    <NtryDtls><TxDtls><RmtInf><Ustrd>${ustrd}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
}

const statement = (entries: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt><GrpHdr><MsgId>1</MsgId><CreDtTm>2043-01-12T10:00:00</CreDtTm></GrpHdr>
    <Stmt><Id>1</Id>${entries.join('')}</Stmt>
  </BkToCstmrStmt>
</Document>`;

describe('CAMT.053 import (issue 32)', () => {
  it('pays what matches by number and amount, and says why the rest did not', async () => {
    const s1 = await seller(t);
    const s2 = await seller(t);
    await t.database.db
      .update(sellerProfiles)
      .set({ paymentStatus: 'unpaid' })
      .where(eq(sellerProfiles.id, s1.id));
    await runBilling(t.database.db, TEST_COMPANY, new Date('2043-01-05T08:00:00Z'));
    const [inv1] = await repo.invoicesOf(t.database.db, s1.id);
    const [inv2] = await repo.invoicesOf(t.database.db, s2.id);
    const xml = statement([
      entry(inv1!.grossCents, `Mitgliedschaft ${inv1!.number.toLowerCase()} Danke`),
      entry(inv2!.grossCents - 100, `RE ${inv2!.number}`),
      entry(5944, 'Beitrag Januar'),
      entry(5944, 'HP-R-2043-99999'),
      entry(5944, inv2!.number, false),
    ]);
    const asAdmin = await loggedIn(t, await admin(t), 'admin');
    const res = await asAdmin.post('/api/v1/admin/invoices/camt', { xml });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ matched: 1, unmatched: 3 });
    expect(
      body.lines.map((l: { outcome: string; invoiceNumber: string | null }) => [l.outcome, l.invoiceNumber]),
    ).toEqual([
      ['paid', inv1!.number],
      ['amount', inv2!.number],
      ['no_number', null],
      ['unknown', 'HP-R-2043-99999'],
    ]);
    expect((await repo.findInvoice(t.database.db, inv1!.id))!.status).toBe('paid');
    expect((await repo.findInvoice(t.database.db, inv2!.id))!.status).toBe('open');
    // The payment is audited with the importing admin; the refused line is not.
    expect((await auditRowsFor(t, inv1!.id)).map((r) => r.action)).toEqual(['invoice.camt_paid']);
    expect(await auditRowsFor(t, inv2!.id)).toEqual([]);
    // The seller set unpaid by hand is paid again: no invoice of it is past its grace period.
    const [row] = await t.database.db.select().from(sellerProfiles).where(eq(sellerProfiles.id, s1.id));
    expect(row!.paymentStatus).toBe('paid');

    // The same statement again pays nothing twice.
    const again = (await asAdmin.post('/api/v1/admin/invoices/camt', { xml })).json();
    expect(again.lines[0]).toMatchObject({ outcome: 'not_open' });
  });

  it('refuses another role, an empty body and a file that is no statement, in German', async () => {
    const asSeller = await loggedIn(t, await seller(t), 'seller');
    expect((await asSeller.post('/api/v1/admin/invoices/camt', { xml: statement([]) })).statusCode).toBe(403);
    const asAdmin = await loggedIn(t, await admin(t), 'admin');
    const empty = await asAdmin.post('/api/v1/admin/invoices/camt', { xml: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Bitte eine CAMT.053-Datei angeben');
    for (const xml of ['<Document><kaputt>', '<Rechnung>keine</Rechnung>']) {
      const bad = await asAdmin.post('/api/v1/admin/invoices/camt', { xml });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Die Datei ist keine gültige CAMT.053-Kontoauszugsdatei.');
    }
  });
});
