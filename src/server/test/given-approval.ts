import { expect } from 'vitest';
import { germanDatePlusDays } from '#shared/format/german.ts';
import type { TestApp } from './harness.ts';
import * as given from './given.ts';
import { member } from './given-team.ts';

/** Decision 070: approval factories — a buyer company with a limited purchaser, an offer to order. */

export const APPROVAL_BILLING = { street: 'Werkstraße 5', city: 'Ulm', zip: '89073', country: 'Deutschland' };

/** A buyer company: its owner and an 'Einkauf' member with the given limit (euros; null: none). */
export async function approvalCompany(t: TestApp, limit: number | null = 1000) {
  const owner = await given.verifiedBuyer(t);
  const ownerClient = await given.loggedIn(t, owner, 'buyer');
  const purchaser = await member(t, ownerClient, 'buyer', 'purchasing', {
    firstName: 'Petra',
    lastName: 'Einkauf',
  });
  const set = await ownerClient.put(`/api/v1/team/members/${purchaser.id}/approval-limit`, {
    approvalLimit: limit,
  });
  expect(set.statusCode, set.body).toBe(200);
  return { owner, ownerClient, purchaser };
}

/** An offer on a new request of the company: net `price` € (gross × 1.19), valid `days` more. */
export async function offerToOrder(t: TestApp, companyId: string, price = '1000.00', days = 10) {
  const seller = await given.seller(t);
  const request = await given.request(t, companyId, { quantity: 1 });
  const offer = await given.offer(t, request.id, seller.id, {
    price,
    shippingCost: '0.00',
    validUntil: germanDatePlusDays(days),
  });
  const termId = await given.activePaymentTermId(t, 30);
  const body = (extra: Record<string, unknown> = {}) => ({
    offerId: offer.id,
    paymentTermsId: termId,
    billingAddress: APPROVAL_BILLING,
    internalReference: 'PO-4711',
    specialInstructions: 'Tor 3',
    acceptLegal: true,
    ...extra,
  });
  return { seller, request, offer, body };
}
