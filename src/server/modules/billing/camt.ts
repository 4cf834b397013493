import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '#server/errors.ts';

/*
 * Issue 32: the credit lines of a bank statement in CAMT.053 (ISO 20022 BankToCustomerStatement),
 * read with fast-xml-parser: amount, currency, booking day and the unstructured remittance text in
 * which the payer names the invoice number. Debits and anything else are left out.
 */

export const CAMT_INVALID = 'Die Datei ist keine gültige CAMT.053-Kontoauszugsdatei.';

export interface CamtLine {
  amountCents: number;
  currency: string;
  bookedOn: string | null;
  remittance: string;
}

type Node = Record<string, unknown>;
const LISTS = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => LISTS.has(name),
});

const asNode = (v: unknown): Node => (typeof v === 'object' && v !== null ? (v as Node) : {});
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(asNode) : v === undefined ? [] : [asNode(v)]);
const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'object' && v ? String((v as Node)['#text'] ?? '') : '';

function amount(v: unknown): { cents: number; currency: string } | null {
  const value = text(v).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return { cents: Math.round(Number(value) * 100), currency: String(asNode(v)['@Ccy'] ?? '') };
}

export function parseCamt053(xml: string): CamtLine[] {
  if (XMLValidator.validate(xml) !== true) throw new AppError('VALIDATION', CAMT_INVALID);
  const doc = asNode(parser.parse(xml));
  const statements = list(asNode(asNode(doc.Document).BkToCstmrStmt).Stmt);
  if (statements.length === 0) throw new AppError('VALIDATION', CAMT_INVALID);
  const lines: CamtLine[] = [];
  for (const entry of statements.flatMap((s) => list(s.Ntry))) {
    if (text(entry.CdtDbtInd) !== 'CRDT') continue;
    const bookedOn = text(asNode(entry.BookgDt).Dt) || null;
    const details = list(asNode(entry.NtryDtls).TxDtls);
    // One line per transaction; a batch entry carries several, each with its own amount.
    const parts = details.length > 0 ? details : [entry];
    for (const tx of parts) {
      const amt = amount(tx.Amt ?? asNode(tx.AmtDtls).TxAmt) ?? amount(entry.Amt);
      if (!amt) continue;
      const ustrd = asNode(tx.RmtInf).Ustrd;
      const remittance = (Array.isArray(ustrd) ? ustrd.map(text) : []).join(' ').trim();
      lines.push({ amountCents: amt.cents, currency: amt.currency, bookedOn, remittance });
    }
  }
  return lines;
}
