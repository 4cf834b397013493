import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerProfiles } from '#server/db/schema/parties.ts';
import { TEST_COMPANY } from '#server/test/billing-company.ts';
import { startTestApp, Client, type TestApp } from '#server/test/harness.ts';
import { admin, seller } from '#server/test/given.ts';
import { queuedMails, recordedEvents, runConsumers } from '#server/test/outbox.ts';
import { embeddedXml, expectValidEInvoices, validatorReady } from '#server/test/einvoice-validator.ts';
import { REVERSE_CHARGE_NOTE } from '#shared/billing/fee-vat.ts';
import { addDays } from '#shared/billing/terms.ts';
import { invoiceFile } from './documents.ts';
import { runBilling } from './run.ts';
import { giveNotice, markPaid, overview } from './service.ts';
import * as repo from './repository.ts';

/*
 * Issue 32, "must show": a seller's year with a moved clock. The job runs every day at 08:00 UTC
 * of the simulated year; the seller pays each invoice 5 days after it, except the 3rd (paid late,
 * after the reminder) and the 6th (unpaid past the grace period: the seller is unpaid and the
 * login gate refuses; paid afterwards). Notice is given in September and ends the contract after
 * the 12th invoice. Every invoice's XRechnung and ZUGFeRD XML passes the CEN EN 16931 rules.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const COMPANY = TEST_COMPANY;

const at8 = (day: string) => new Date(`${day}T08:00:00Z`);

async function loginTitle(who: { email: string; password: string }) {
  const res = await new Client(t.app).post('/api/v1/auth/login', {
    email: who.email,
    password: who.password,
    role: 'seller',
  });
  return res.statusCode === 200 ? 'ok' : (res.json() as { title?: string }).title;
}

describe("a seller's year (issue 32)", () => {
  it('trial, 12 invoices, a late payment, unpaid and blocked, notice honoured, every e-invoice valid', async () => {
    const s = await seller(
      t,
      {},
      {
        billingAddress: { street: 'Ring 1', city: 'Wien', zip: '1010', country: 'Österreich' },
        vatNumber: 'ATU12345678',
      },
    );
    const a = await admin(t);
    const adminCtx = { db: t.database.db, deps: t.app.deps, user: { id: a.id, role: 'admin' } } as never;
    const sellerCtx = {
      db: t.database.db,
      deps: t.app.deps,
      user: { id: s.id, role: 'seller', companyId: s.id, memberRole: 'owner' },
    } as never;
    const approvedAt = new Date('2031-01-06T09:00:00Z');
    await t.database.db
      .update(sellerProfiles)
      .set({
        approvedAt,
        trialEndsAt: new Date('2031-01-20T09:00:00Z'),
        vatCheckStatus: 'valid',
        vatCheckedAt: approvedAt,
      })
      .where(eq(sellerProfiles.id, s.id));

    const log: string[] = [];
    let day = '2031-01-06';
    while (day <= '2032-02-10') {
      const now = at8(day);
      await runBilling(t.database.db, COMPANY, now);
      await runConsumers(t.database.db); // the worker reacts the same day
      const invoices = (await repo.invoicesOf(t.database.db, s.id)).reverse();
      for (const [n, inv] of invoices.entries()) {
        if (inv.status !== 'open') continue;
        const payOn =
          n === 2
            ? addDays(inv.remindOn, 1)
            : n === 5
              ? addDays(inv.graceEndsOn, 2)
              : addDays(inv.issuedOn, 5);
        if (day === payOn) {
          await markPaid({ ctx: adminCtx, input: { id: inv.id } }, now);
          log.push(`${day} paid ${inv.number}`);
        }
      }
      if (day === '2031-01-10') {
        expect(await loginTitle(s)).toBe('ok'); // in the trial
        expect(await overview({ ctx: sellerCtx, input: {} }, now)).toMatchObject({
          trialEndsOn: '2031-01-20',
          nextInvoiceOn: '2031-01-20',
          noticeWouldEndOn: '2031-01-19', // notice in the trial ends it with the trial
          invoices: [],
        });
      }
      if (day === addDays(invoices[5]?.graceEndsOn ?? '9999-12-31', 0)) {
        // The 6th invoice is past its grace period: unpaid, the login gate refuses.
        const [row] = await t.database.db.select().from(sellerProfiles).where(eq(sellerProfiles.id, s.id));
        expect(row!.paymentStatus).toBe('unpaid');
        expect(await loginTitle(s)).toBe('Zahlung ausstehend');
        log.push(`${day} unpaid`);
      }
      if (day === '2031-09-01') {
        const after = await giveNotice({ ctx: sellerCtx, input: {} }, now);
        expect(after).toMatchObject({ endsOn: '2032-01-19', noticeWouldEndOn: null });
        await expect(giveNotice({ ctx: sellerCtx, input: {} }, now)).rejects.toThrow(
          'Die Kündigung liegt bereits vor.',
        );
      }
      day = addDays(day, 1);
    }

    const invoices = (await repo.invoicesOf(t.database.db, s.id)).reverse();
    // Twelve monthly invoices from the trial's end, numbered without a gap, none after the end.
    expect(invoices.map((i) => i.number)).toEqual(
      Array.from({ length: 12 }, (_, n) => `HP-R-2031-${String(n + 1).padStart(5, '0')}`),
    );
    expect(invoices.map((i) => i.periodStart)).toEqual(
      Array.from({ length: 12 }, (_, n) => `2031-${String(n + 1).padStart(2, '0')}-20`),
    );
    expect(invoices.every((i) => i.status === 'paid')).toBe(true);
    // Reverse charge: a seller in Austria with a confirmed VAT id pays no German VAT.
    expect(invoices[0]).toMatchObject({
      netCents: 4995,
      vatCents: 0,
      grossCents: 4995,
      vatNote: REVERSE_CHARGE_NOTE,
    });
    // Reminded: the late one and the unpaid one, each once, with its number in the mail.
    expect(invoices.filter((i) => i.remindedAt).map((i) => i.number)).toEqual([
      invoices[2]!.number,
      invoices[5]!.number,
    ]);
    const reminders = await queuedMails(t.database.db, s.email, 'payment_reminder');
    // The two overdue invoices' reminders, and the 6th's again when the seller became unpaid.
    expect(reminders.map((m) => m.variables.invoice_number).sort()).toEqual([
      invoices[2]!.number,
      invoices[5]!.number,
      invoices[5]!.number,
    ]);
    expect(await recordedEvents(t.database.db, 'seller.unpaid', 'sellerId', s.id)).toHaveLength(1);
    expect(log).toContain(`${invoices[5]!.graceEndsOn} unpaid`);

    // The contract ended on 20.01.2032: no 13th invoice, the account inactive.
    const [end] = await t.database.db.select().from(sellerProfiles).where(eq(sellerProfiles.id, s.id));
    expect(end).toMatchObject({ paymentStatus: 'paid', activeStatus: 'inactive' });
    expect(await loginTitle(s)).toBe('Konto deaktiviert');

    // Every e-invoice: XRechnung (UBL) and the XML inside the ZUGFeRD PDF (CII).
    const docs: { name: string; xml: string }[] = [];
    for (const inv of invoices) {
      docs.push({
        name: `${inv.number}.xml`,
        xml: (await invoiceFile(t.database.db, inv, 'xml')).body.toString('utf8'),
      });
      const zugferd = (await invoiceFile(t.database.db, inv, 'zugferd')).body;
      docs.push({ name: `${inv.number}-zugferd`, xml: embeddedXml(zugferd) });
    }
    expect(docs[0]!.xml).toContain('<cbc:ID>HP-R-2031-00001</cbc:ID>');
    expect(docs[1]!.xml).toContain('CrossIndustryInvoice');
    if (process.env.INVOICE_SAMPLE_DIR) {
      writeFileSync(
        `${process.env.INVOICE_SAMPLE_DIR}/invoice.pdf`,
        (await invoiceFile(t.database.db, invoices[0]!, 'pdf')).body,
      );
    }
    if (validatorReady()) expectValidEInvoices(docs);
  }, 240_000);
});
