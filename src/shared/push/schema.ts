import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { PUSH_KIND_NAMES } from './kinds.ts';

/** Web Push subscriptions and settings (issue 31, decision 056): the form's and the route's rules. */

export const MSG_PUSH_ENDPOINT = 'Diese Push-Adresse ist ungültig: sie muss mit https:// beginnen';
export const MSG_PUSH_KEYS = 'Die Schlüssel dieses Geräts sind ungültig';
export const MSG_PUSH_KIND = 'Bitte wählen Sie nur angebotene Benachrichtigungen aus';
export const MSG_PUSH_MAX = 'Es sind höchstens 20 Geräte möglich – bitte entfernen Sie zuerst ein altes';
export const MAX_PUSH_DEVICES = 20;

/** Base64url of exactly `bytes` bytes (the browser's keys; p256dh also starts with 0x04). */
function base64url(bytes: number, first?: number) {
  return text()
    .trim()
    .regex(/^[A-Za-z0-9_-]+=*$/, MSG_PUSH_KEYS)
    .refine((v) => {
      const raw = base64urlBytes(v);
      return raw.length === bytes && (first === undefined || raw[0] === first);
    }, MSG_PUSH_KEYS);
}

/** Decodes base64url without Node's Buffer (the schema also runs in the browser). */
export function base64urlBytes(v: string): Uint8Array<ArrayBuffer> {
  const b64 = v.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

/** A push service's address: https (plain http only where the server allows private receivers). */
const endpointSchema = text()
  .trim()
  .max(2000, MSG_PUSH_ENDPOINT)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '' && !u.username;
    } catch {
      return false;
    }
  }, MSG_PUSH_ENDPOINT);

/** What `PushSubscription.toJSON()` gives, less expirationTime (kept by no push service we send to). */
export const pushSubscribeInputSchema = z
  .object({
    endpoint: endpointSchema,
    expirationTime: z.number().nullish(),
    keys: z.object({ p256dh: base64url(65, 4), auth: base64url(16) }).strict(),
  })
  .strict();
export type PushSubscribeInput = z.infer<typeof pushSubscribeInputSchema>;

/** Turning push off on this device: the browser knows its endpoint, not our id. */
export const pushUnsubscribeInputSchema = z.object({ endpoint: endpointSchema }).strict();

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

const pushKindSchema = z.enum(PUSH_KIND_NAMES, MSG_PUSH_KIND);

export const pushSettingsSchema = z
  .object({
    kinds: z.array(pushKindSchema).max(PUSH_KIND_NAMES.length),
    /** New requests only when 'dringend'. */
    urgentOnly: z.boolean(),
  })
  .strict();
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const pushConfigSchema = z.object({ publicKey: z.string() });

/** What the service worker shows (src/web/public/sw.js): only what the recipient's own view shows. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A page of this site to open on a tap (a path). */
  url: z.string().startsWith('/'),
  /** One notification per thing: a newer push about it replaces the older. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
