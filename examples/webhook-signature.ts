/**
 * HydroParts webhook signatures by the Standard Webhooks specification (decision 042), for the
 * receiving side without any library — copy this file into your integration, or use the
 * standard's own libraries (`standardwebhooks` on npm, Svix; see webhook-receiver.ts). Every
 * delivery carries
 *
 *   webhook-id:        <event id: the same on every retry and redelivery; deduplicate by it>
 *   webhook-timestamp: <unix seconds of this attempt>
 *   webhook-signature: v1,<base64 HMAC-SHA256 of "${id}.${timestamp}.${body}">
 *
 * The key is the base64 after `whsec_` in the endpoint's secret, decoded to bytes. After a
 * secret rotation the header holds two signatures, space-separated (`v1,<new> v1,<old>`) until
 * the overlap ends: a receiver holding either secret verifies. Check the signature on the raw
 * body, byte for byte as received, before parsing it, and refuse old timestamps (replays).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ID_HEADER = 'webhook-id';
export const TIMESTAMP_HEADER = 'webhook-timestamp';
export const SIGNATURE_HEADER = 'webhook-signature';

function key(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

/** The signature HydroParts sends with one secret: `v1,<base64>`. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', key(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * True when one of the header's `v1,` signatures signs `body` under `secret` and the timestamp is
 * at most `toleranceSeconds` away from `now` (milliseconds).
 */
export function verifyWebhookSignature(opts: {
  headers: { get(name: string): string | null };
  body: string;
  secret: string;
  toleranceSeconds?: number;
  now?: number;
}): boolean {
  const id = opts.headers.get(ID_HEADER);
  const timestamp = Number(opts.headers.get(TIMESTAMP_HEADER));
  const signatures = (opts.headers.get(SIGNATURE_HEADER) ?? '').split(' ');
  if (!id || !Number.isInteger(timestamp)) return false;
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  if (Math.abs(now - timestamp) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signWebhook(opts.secret, id, timestamp, opts.body));
  return signatures.some((s) => {
    const candidate = Buffer.from(s);
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
}
