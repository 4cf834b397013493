import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { paymentTerms } from '#server/db/schema/catalog.ts';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import { generateOrderNumber } from '#shared/orders/order-number.ts';
import { orderTotals } from '#shared/orders/pricing.ts';
import type { TestApp } from './harness.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';

/** An order between two given accounts, written straight to the database (ordering is tested elsewhere). */
export async function givenOrder(
  t: TestApp,
  buyerId: string,
  sellerId: string,
  opts: { description?: string; price?: string; shipping?: string; quantity?: number } = {},
) {
  const db = t.database.db;
  const [term] = await db.select().from(paymentTerms).where(eq(paymentTerms.days, 30)).limit(1);
  const [request] = await db
    .insert(requests)
    .values({
      buyerId,
      manufacturer: 'Bosch Rexroth',
      partNumber: 'A10VSO28DFR1/31R-PPA12N00',
      quantity: opts.quantity ?? 2,
      description: opts.description ?? 'Axialkolbenpumpe für Presse 3',
      urgency: 'hoch',
    })
    .returning();
  const [offer] = await db
    .insert(offers)
    .values({
      requestId: request!.id,
      sellerId,
      price: opts.price ?? '1234.56',
      shippingCost: opts.shipping ?? '25.00',
      deliveryDays: 14,
      deliveryUnit: 'weeks',
      validUntil: germanDatePlusDays(7),
      status: 'angenommen',
      warrantyMonths: 12,
      condition: 'neu',
      notes: 'Originalverpackt',
      paymentTermsId: term!.id,
    })
    .returning();
  const totals = orderTotals(offer!.price, offer!.shippingCost, request!.quantity);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: generateOrderNumber(),
      offerId: offer!.id,
      requestId: request!.id,
      buyerId,
      sellerId,
      totalAmount: totals.gross,
      taxAmount: totals.taxAmount,
      paymentTermsId: term!.id,
      paymentDueDate: '2026-12-21',
      billingAddress: { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' },
    })
    .returning();
  return { request: request!, offer: offer!, order: order!, totals };
}

/** A minimal Word document whose body is the given paragraphs. */
export function minimalDocx(paragraphs: string[]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' });
}
