import { createHmac, randomBytes } from 'node:crypto';
import {
  LEGACY_EVENT_ID_HEADER,
  LEGACY_SIGNATURE_HEADER,
  WEBHOOK_EVENT_TYPE_HEADER,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '#shared/webhooks/schema.ts';

/**
 * Signatures by the Standard Webhooks specification (decision 042): the key is the base64 after
 * `whsec_`, the signed content `${id}.${timestamp}.${body}`, the header `v1,<base64>` — one per
 * secret that signs, space-separated, so a receiver holding either secret verifies during a
 * rotation.
 */

const PREFIX = 'whsec_';

/** A new secret: `whsec_` + base64 of 32 random bytes (what the standard's libraries read). */
export function newSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * Secrets made before decision 042 (`whsec_` + 48 hex characters). Hex is valid base64, so they
 * are keys by the standard as they are (36 bytes); receivers written for the old header still
 * get it while such a secret signs.
 */
export function isLegacySecret(secret: string): boolean {
  return /^whsec_[0-9a-f]{48}$/.test(secret);
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

/** `v1,<base64 HMAC-SHA256 of "${id}.${timestamp}.${body}">` for one secret. */
export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The header of before decision 042: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "${t}.${body}">`. */
function legacySignature(secrets: readonly string[], timestamp: number, body: string): string {
  const v1 = secrets.map((s) => `v1=${createHmac('sha256', s).update(`${timestamp}.${body}`).digest('hex')}`);
  return [`t=${timestamp}`, ...v1].join(',');
}

export interface SigningInput {
  /** The event id: `webhook-id`, the same on every retry and redelivery. */
  id: string;
  type: string;
  body: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  /** The secrets that sign now: the current one first, then the previous one in an overlap. */
  secrets: readonly string[];
}

/** Every header of one attempt. */
export function signedHeaders(input: SigningInput): Record<string, string> {
  const headers: Record<string, string> = {
    [WEBHOOK_ID_HEADER]: input.id,
    [WEBHOOK_TIMESTAMP_HEADER]: String(input.timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: input.secrets
      .map((s) => standardSignature(s, input.id, input.timestamp, input.body))
      .join(' '),
    [WEBHOOK_EVENT_TYPE_HEADER]: input.type,
  };
  const legacy = input.secrets.filter(isLegacySecret);
  if (legacy.length > 0) {
    headers[LEGACY_SIGNATURE_HEADER] = legacySignature(legacy, input.timestamp, input.body);
    headers[LEGACY_EVENT_ID_HEADER] = input.id;
  }
  return headers;
}

/** The secrets that sign at `now`: the current one, and the previous one until its overlap ends. */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const previousValid =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretExpiresAt !== null &&
    endpoint.previousSecretExpiresAt.getTime() > now.getTime();
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}
