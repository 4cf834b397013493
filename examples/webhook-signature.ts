/**
 * HydroParts webhook signatures (issue 15), for the receiving side — copy this file into your
 * integration. Every delivery carries
 *
 *   HydroParts-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>
 *
 * where the HMAC is computed with the endpoint's secret over `${t}.${body}` (the raw request
 * body, byte for byte as received). Check the signature before parsing the body, refuse old
 * timestamps (replays), and deduplicate by the event id in the body.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'HydroParts-Signature';

/** The header value HydroParts sends for a body at a moment (unix seconds). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * True when `header` signs `body` with `secret` and its timestamp is at most `toleranceSeconds`
 * away from `now` (milliseconds). Several `v1=` values (secret rotation) are accepted.
 */
export function verifyWebhookSignature(opts: {
  header: string | null | undefined;
  body: string;
  secret: string;
  toleranceSeconds?: number;
  now?: number;
}): boolean {
  const parts = (opts.header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string?]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const candidates = parts.filter(([k, v]) => k === 'v1' && v && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v!);
  if (!Number.isInteger(t) || candidates.length === 0) return false;
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  if (Math.abs(now - t) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(createHmac('sha256', opts.secret).update(`${t}.${opts.body}`).digest('hex'));
  return candidates.some((c) => timingSafeEqual(Buffer.from(c), expected));
}
