import type { Role } from '#shared/constants.ts';

/**
 * The kinds of push an account can want (issue 31, decision 056) — THE one place a kind is
 * added: one line here (who may want it). Its switch in the settings, the route's validation,
 * the stored settings and the default (on) follow from this table; the text is
 * `push.kind.<kind>` in the five dictionaries, and the spine event that sends it names the kind
 * in src/server/modules/push/on-events.ts. Issue 30's answers to questions and stock matches
 * are each one more line.
 */
export const PUSH_KINDS = {
  /** A new request whose stored audience holds the seller (optionally only 'dringend'). */
  request_new: ['seller'],
  /** An order of one of the seller's offers. */
  order_new: ['seller'],
  /** A new offer on one of the account's requests (sellers also request parts). */
  offer_new: ['buyer', 'seller'],
  /** The seller confirmed or shipped the account's order. */
  order_update: ['buyer', 'seller'],
  /** Decision 071: a colleague assigned a request to the account ('Ihnen wurde eine Anfrage zugewiesen'). */
  request_assigned: ['buyer', 'seller'],
} as const satisfies Record<string, readonly Role[]>;

export type PushKind = keyof typeof PUSH_KINDS;
export const PUSH_KIND_NAMES = Object.keys(PUSH_KINDS) as [PushKind, ...PushKind[]];

/** The kinds an account of this role may want, in the table's order. */
export function pushKindsFor(role: Role): PushKind[] {
  return PUSH_KIND_NAMES.filter((k) => (PUSH_KINDS[k] as readonly Role[]).includes(role));
}
