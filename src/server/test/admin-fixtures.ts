import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { offers, orders, requests } from '#server/db/schema/marketplace.ts';
import { auditLog } from '#server/db/schema/platform.ts';
import type { TestApp } from './harness.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';

/** A request of `buyerId`, an offer of `sellerId` and the order that accepted it. */
export async function orderBetween(
  t: TestApp,
  buyerId: string,
  sellerId: string,
  partNumber = `PN-${randomUUID().slice(0, 6)}`,
) {
  const db = t.database.db;
  const [request] = await db
    .insert(requests)
    .values({
      buyerId,
      partNumber,
      manufacturer: 'Bosch Rexroth',
      description: 'Axialkolbenpumpe',
      urgency: 'hoch',
    })
    .returning();
  const [offer] = await db
    .insert(offers)
    .values({
      requestId: request!.id,
      sellerId,
      price: '1200.00',
      deliveryDays: 14,
      deliveryUnit: 'weeks',
      validUntil: germanDatePlusDays(1),
      status: 'angenommen',
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `SS${Date.now()}-${randomUUID().slice(0, 4)}`,
      offerId: offer!.id,
      requestId: request!.id,
      buyerId,
      sellerId,
      totalAmount: '1428.00',
      taxAmount: '228.00',
      status: 'versendet',
      billingAddress: { street: 'Hauptstraße 1', city: 'Stuttgart', zip: '70173', country: 'Deutschland' },
    })
    .returning();
  return { request: request!, offer: offer!, order: order! };
}

export function auditRowsFor(t: TestApp, entityId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}
