import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { REQUEST_STATUSES } from '#shared/constants.ts';
import { buyerOrderViewSchema, receivedOrderViewSchema } from '#shared/orders/schema.ts';
import { sellerOfferViewSchema, sellerRequestViewSchema } from '#shared/seller-market/schema.ts';
import { questionViewSchema } from '#shared/questions/schema.ts';
import type { WebhookEventType } from './schema.ts';

/**
 * The body of each webhook event (decision 042): `{ id, type, createdAt, data }`, where `data` is
 * the recipient's own view — the same schema the recipient's screens and API answers use, so
 * the anonymity promise holds as there. The OpenAPI document lists these under `webhooks`, and
 * the webhook tests check real deliveries against them.
 */
const offerData = z.object({ offer: sellerOfferViewSchema });
const orderData = z.union([
  z.object({ as: z.literal('buyer'), order: buyerOrderViewSchema }),
  z.object({ as: z.literal('seller'), order: receivedOrderViewSchema }),
]);

export const WEBHOOK_PAYLOADS = {
  'request.created': sellerRequestViewSchema,
  'offer.accepted': offerData,
  'offer.rejected': offerData,
  'order.placed': orderData,
  'order.status_changed': orderData,
  'request.closed': z.object({
    request: z.object({ id: z.uuid(), status: z.enum(REQUEST_STATUSES) }),
    offer: sellerOfferViewSchema,
  }),
  // The question as the buyer sees it: the asker only as its pseudonym's letters (decision 054).
  'request.question_asked': z.object({ requestId: z.uuid(), question: questionViewSchema }),
  'request.question_answered': z.object({ requestId: z.uuid(), question: questionViewSchema }),
  ping: z.object({ message: text(), webhookId: z.uuid() }),
} as const satisfies Record<WebhookEventType, z.ZodType>;

/** The whole body of one event type. */
export function webhookEnvelopeSchema(type: WebhookEventType) {
  return z.object({
    id: z.uuid().describe('Ereignis-Id, gleich dem Header webhook-id: daran Doppeltes erkennen'),
    type: z.literal(type),
    createdAt: text().describe('Zeitpunkt des Ereignisses (ISO 8601)'),
    data: WEBHOOK_PAYLOADS[type],
  });
}
