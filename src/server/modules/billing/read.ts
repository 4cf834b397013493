import type { Db } from '#server/db/client.ts';
import { findInvoice, oldestOpenInvoice } from './repository.ts';

/*
 * What other modules may read of billing (decision 038): the facts a payment reminder names.
 */

export interface ReminderFacts {
  sellerId: string;
  number: string;
  grossCents: number;
  dueOn: string;
  status: string;
}

const facts = (row: {
  sellerId: string;
  number: string;
  grossCents: number;
  dueOn: string;
  status: string;
}) => ({
  sellerId: row.sellerId,
  number: row.number,
  grossCents: row.grossCents,
  dueOn: row.dueOn,
  status: row.status,
});

/** The invoice a reminder is about. */
export async function invoiceReminderFacts(db: Db, invoiceId: string): Promise<ReminderFacts | undefined> {
  const row = await findInvoice(db, invoiceId);
  return row && facts(row);
}

/** The seller's oldest open invoice, if any (a seller made unpaid is reminded of it). */
export async function oldestOpenInvoiceFacts(db: Db, sellerId: string): Promise<ReminderFacts | undefined> {
  const row = await oldestOpenInvoice(db, sellerId);
  return row && facts(row);
}
