import { eq } from 'drizzle-orm';
import { requestPhotos, requests } from '#server/db/schema/marketplace.ts';
import { buyerProfiles } from '#server/db/schema/parties.ts';
import type { Urgency } from '#shared/constants.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';
import type { TestApp } from './harness.ts';

/** Factories for the seller's side: requests with every relevant property, photos, offer bodies. */

export async function givenSellerRequest(
  t: TestApp,
  buyerId: string,
  values: {
    manufacturer?: string | null;
    partNumber?: string;
    secondPartNumber?: string | null;
    alternativesWelcome?: boolean;
    description?: string | null;
    quantity?: number;
    urgency?: Urgency;
    status?: 'active' | 'closed' | 'cancelled';
    expiresAt?: Date | null;
    createdAt?: Date;
    neededBy?: string | null;
    downtimeCostPerDay?: string | null;
  } = {},
) {
  const [row] = await t.database.db
    .insert(requests)
    .values({
      buyerId,
      manufacturer: values.manufacturer === undefined ? 'HYDAC' : values.manufacturer,
      partNumber: values.partNumber ?? `TN-${Math.random().toString(36).slice(2, 10)}`,
      secondPartNumber: values.secondPartNumber ?? null,
      alternativesWelcome: values.alternativesWelcome ?? true,
      description: values.description === undefined ? 'Druckfilterelement' : values.description,
      quantity: values.quantity ?? 1,
      urgency: values.urgency ?? 'normal',
      status: values.status ?? 'active',
      expiresAt: values.expiresAt ?? null,
      neededBy: values.neededBy ?? null,
      downtimeCostPerDay: values.downtimeCostPerDay ?? null,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function deactivateBuyer(t: TestApp, buyerId: string): Promise<void> {
  await t.database.db.update(buyerProfiles).set({ isActive: false }).where(eq(buyerProfiles.id, buyerId));
}

/** A photo row plus its bytes in the app's BlobStore (the upload itself is the buyer's feature). */
export async function givenPhoto(t: TestApp, requestId: string, position: number, bytes: Buffer) {
  const storageKey = `test-photos/${requestId}/${position}.png`;
  await t.app.deps.blobs.put(storageKey, bytes, 'image/png');
  const [row] = await t.database.db
    .insert(requestPhotos)
    .values({
      requestId,
      storageKey,
      fileName: `Kaeufer-Name-${position}.png`,
      mimeType: 'image/png',
      sizeBytes: bytes.length,
      position,
    })
    .returning();
  return row!;
}

/**
 * The calendar day `days` from now as the marketplace counts days (Europe/Berlin, decision on
 * issue 13). The process's own zone was one day short between 23:00 and 24:00 UTC (CI on 217be7f).
 */
export function isoDateInDays(days: number): string {
  return germanDatePlusDays(days);
}

export function offerBody(requestId: string, overrides: Record<string, unknown> = {}) {
  return {
    requestId,
    price: '1.234,50',
    shippingCost: '19,90',
    deliveryUnit: 'weeks',
    deliveryAmount: 2,
    validUntil: isoDateInDays(30),
    warrantyMonths: 12,
    condition: 'neu',
    description: 'Originalteil',
    notes: 'Ab Lager',
    confirmed: true,
    ...overrides,
  };
}
