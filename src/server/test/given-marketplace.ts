import { inArray } from 'drizzle-orm';
import { brands } from '#server/db/schema/catalog.ts';
import { offers, requests } from '#server/db/schema/marketplace.ts';
import { sellerBrands } from '#server/db/schema/parties.ts';
import type { TestApp } from './harness.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';

/** Brand preferences by name (the reference data's brands). */
export async function givenSellerBrands(t: TestApp, sellerId: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const rows = await t.database.db.select({ id: brands.id }).from(brands).where(inArray(brands.name, names));
  await t.database.db.insert(sellerBrands).values(rows.map((b) => ({ sellerId, brandId: b.id })));
}

export async function givenRequest(
  t: TestApp,
  buyerId: string,
  values: { manufacturer?: string | null; partNumber?: string; quantity?: number } = {},
) {
  const [row] = await t.database.db
    .insert(requests)
    .values({
      buyerId,
      manufacturer: values.manufacturer === undefined ? 'HYDAC' : values.manufacturer,
      partNumber: values.partNumber ?? '0160 D 010 BN4HC',
      quantity: values.quantity ?? 3,
      urgency: 'dringend',
    })
    .returning();
  return row!;
}

export async function givenOffer(t: TestApp, requestId: string, sellerId: string, price = '199.00') {
  const [row] = await t.database.db
    .insert(offers)
    .values({
      requestId,
      sellerId,
      price,
      shippingCost: '9.90',
      deliveryDays: 7,
      deliveryUnit: 'weeks',
      validUntil: germanDatePlusDays(30),
    })
    .returning();
  return row!;
}
