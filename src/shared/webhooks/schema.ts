import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { memberRefSchema } from '#shared/teams/assignment.ts';
import { WEBHOOK_FAILURES } from './failures.ts';
import type { Role } from '#shared/constants.ts';

/** Events a webhook can subscribe to (issue 15); `ping` is the settings' test event only. */
export const WEBHOOK_EVENTS = [
  'request.created',
  'offer.accepted',
  'offer.rejected',
  'order.placed',
  'order.status_changed',
  'request.closed',
  // Decision 054: a question on an own request; an answer on a request the seller may see.
  'request.question_asked',
  'request.question_answered',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookEventType = WebhookEvent | 'ping';

/** Which events concern whom: a buyer hears of own orders only; a seller of all (also as orderer). */
export const WEBHOOK_EVENTS_BY_ROLE: Record<Exclude<Role, 'admin'>, readonly WebhookEvent[]> = {
  seller: WEBHOOK_EVENTS,
  buyer: ['order.placed', 'order.status_changed', 'request.question_asked'],
};

/**
 * Standard Webhooks headers (decision 042): the event id (the same on every retry), the attempt's
 * unix seconds, and `v1,<base64 HMAC-SHA256 of "${id}.${timestamp}.${body}">` per signing secret.
 */
export const WEBHOOK_ID_HEADER = 'webhook-id';
export const WEBHOOK_TIMESTAMP_HEADER = 'webhook-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';
export const WEBHOOK_EVENT_TYPE_HEADER = 'HydroParts-Event-Type';
/** Sent besides, while a secret from before decision 042 signs: `t=…,v1=<hex of "${t}.${body}">`. */
export const LEGACY_SIGNATURE_HEADER = 'HydroParts-Signature';
export const LEGACY_EVENT_ID_HEADER = 'HydroParts-Event-Id';

/** How long the previous secret still signs after a rotation: 24 hours unless chosen (0–7 days). */
export const WEBHOOK_ROTATION_DEFAULT_HOURS = 24;
export const WEBHOOK_ROTATION_MAX_HOURS = 7 * 24;
const MSG_WEBHOOK_OVERLAP = 'Bitte wählen Sie eine Übergangszeit zwischen 0 und 168 Stunden';

export const MSG_WEBHOOK_URL = 'Bitte geben Sie eine gültige HTTPS-Adresse ein';
export const MSG_WEBHOOK_EVENTS = 'Bitte wählen Sie mindestens ein Ereignis aus';
export const MSG_WEBHOOK_MAX = 'Es sind höchstens 10 Webhooks möglich';
const MSG_WEBHOOK_EVENT_UNKNOWN = 'Bitte wählen Sie nur angebotene Ereignisse aus';
const eventSchema = z.enum(WEBHOOK_EVENTS, MSG_WEBHOOK_EVENT_UNKNOWN);

export const MAX_WEBHOOKS_PER_ACCOUNT = 10;

const urlSchema = text()
  .trim()
  .max(2000, MSG_WEBHOOK_URL)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '' && !u.username;
    } catch {
      return false;
    }
  }, MSG_WEBHOOK_URL);

export const webhookInputSchema = z
  .object({
    url: urlSchema,
    events: z.array(eventSchema, MSG_WEBHOOK_EVENTS).min(1, MSG_WEBHOOK_EVENTS).max(WEBHOOK_EVENTS.length),
  })
  .strict();
export type WebhookInput = z.infer<typeof webhookInputSchema>;

export const webhookUpdateSchema = z
  .object({
    events: z
      .array(eventSchema, MSG_WEBHOOK_EVENTS)
      .min(1, MSG_WEBHOOK_EVENTS)
      .max(WEBHOOK_EVENTS.length)
      .optional(),
    isActive: z.boolean().optional(),
  })
  .strict();
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

export const webhookViewSchema = z.object({
  id: z.uuid(),
  url: text(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  isActive: z.boolean(),
  createdAt: text(),
  /** After a rotation: until when the previous secret still signs beside the new one. */
  previousSecretExpiresAt: text().nullable(),
  /** Issue 37: the member of the company who created it; null for endpoints made before. */
  createdBy: memberRefSchema.nullable(),
  /** The last delivery's outcome, for the list. */
  lastDelivery: z
    .object({
      status: z.enum(['pending', 'delivered', 'failed']),
      statusCode: z.number().nullable(),
      at: text(),
    })
    .nullable(),
});
export type WebhookView = z.infer<typeof webhookViewSchema>;

/** Returned once, at creation: the signing secret is never shown again. */
export const createdWebhookSchema = webhookViewSchema.extend({ secret: text() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const rotateSecretInputSchema = z
  .object({
    overlapHours: z
      .number(MSG_WEBHOOK_OVERLAP)
      .int(MSG_WEBHOOK_OVERLAP)
      .min(0, MSG_WEBHOOK_OVERLAP)
      .max(WEBHOOK_ROTATION_MAX_HOURS, MSG_WEBHOOK_OVERLAP)
      .default(WEBHOOK_ROTATION_DEFAULT_HOURS),
  })
  .strict();
export type RotateSecretInput = z.infer<typeof rotateSecretInputSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: text(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  /** What the connection said (the library's words, often English): for operators and support. */
  lastError: text().nullable(),
  /** Issue 34 (decision 078): why the last attempt failed, as a kind the screens translate. */
  failure: z.enum(WEBHOOK_FAILURES).nullable(),
  createdAt: text(),
  lastAttemptAt: text().nullable(),
  deliveredAt: text().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The body of every delivery: `data` holds the same view the owner's screens show. */
export interface WebhookEnvelope<T = unknown> {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: T;
}
