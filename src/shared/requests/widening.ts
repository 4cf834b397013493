import { z } from 'zod';
import type { Urgency } from '#shared/constants.ts';
import { REQUEST_DURATIONS_DAYS } from './transitions.ts';

/*
 * Widening in rings (issue 30, decision 053): a request that has fewer than two offers when the
 * window of its urgency has passed reaches the next ring of sellers once. The rules live here,
 * once; the server's job and the buyer's screen read them.
 */

const HOUR = 60 * 60 * 1000;

/** How long a request waits for offers before it reaches the next ring, by urgency. */
export const WIDEN_WINDOW_MS: Record<Urgency, number> = {
  dringend: 4 * HOUR,
  hoch: 24 * HOUR,
  normal: 72 * HOUR,
  niedrig: 7 * 24 * HOUR,
};

/** A request with fewer offers than this after its window is widened. */
export const WIDEN_MIN_OFFERS = 2;

/**
 * The rings in order. Ring 1: sellers of brands whose parts confirmed cross-references tie to the
 * request's numbers. Ring 2: sellers who opted in to requests beyond their brands when few offers
 * arrive. Region rules apply to every ring (the stored audience, decision 047).
 */
export type WidenRing = 1 | 2;
export const LAST_RING: WidenRing = 2;

/** When a request reached (or was created at) `from` is next due to widen. */
export function widenDueAt(urgency: Urgency, from: Date): Date {
  return new Date(from.getTime() + WIDEN_WINDOW_MS[urgency]);
}

/**
 * Whether a request has waited long enough with too few answers: its window passed, or every
 * seller it reaches has answered (an offer or 'Kann ich nicht liefern') — a decline counts as an
 * answered no, so a request nobody left in its audience can serve widens at once.
 */
export function isDueToWiden(r: {
  ring: number;
  offers: number;
  dueAt: Date | null;
  now: Date;
  reached: number;
  declined: number;
}): boolean {
  if (r.ring >= LAST_RING || r.offers >= WIDEN_MIN_OFFERS) return false;
  if (r.dueAt && r.dueAt <= r.now) return true;
  return r.reached > 0 && r.offers + r.declined >= r.reached;
}

/** The longest a request may run from its creation (the spec's longest duration). */
export const MAX_REQUEST_LIFETIME_DAYS = Math.max(...REQUEST_DURATIONS_DAYS);

export const WIDEN_NOT_ACTIVE = 'Nur aktive Anfragen können an weitere Verkäufer gesendet werden';
export const WIDEN_DONE = 'Die Anfrage wurde bereits an alle weiteren Verkäufer gesendet';
export const EXTEND_NOT_ACTIVE = 'Nur aktive Anfragen können verlängert werden';
export const EXTEND_TOO_LONG = 'Eine Anfrage läuft höchstens 60 Tage ab ihrer Erstellung';
export const EXTEND_DAYS_INVALID = 'Bitte wählen Sie eine Verlängerung um 7, 14 oder 30 Tage';

/** The extensions a buyer may choose ('Frist verlängern'). */
export const EXTEND_DAYS = [7, 14, 30] as const;

export const extendRequestInputSchema = z.object({
  days: z
    .number(EXTEND_DAYS_INVALID)
    .int(EXTEND_DAYS_INVALID)
    .refine((n) => (EXTEND_DAYS as readonly number[]).includes(n), EXTEND_DAYS_INVALID),
});

/** The buyer's manual widening takes no fields. */
export const widenRequestInputSchema = z.object({});

/** The new expiry of an extension, or undefined if it would pass the longest lifetime. */
export function extendedExpiry(createdAt: Date, expiresAt: Date, days: number): Date | undefined {
  const next = new Date(expiresAt.getTime() + days * 24 * HOUR);
  const limit = createdAt.getTime() + MAX_REQUEST_LIFETIME_DAYS * 24 * HOUR;
  return next.getTime() > limit ? undefined : next;
}

/** One line of the request's timeline: the ring reached, when, and how many sellers it reached. */
export const requestWideningViewSchema = z.object({
  ring: z.number().int(),
  at: z.string(),
  sellerCount: z.number().int(),
  byBuyer: z.boolean(),
});

/** The seller's setting: requests beyond their brands when few offers arrive (default off). */
export const WIDENING_OPT_IN_INVALID = 'Bitte wählen Sie, ob Sie erweiterte Anfragen erhalten möchten';
export const sellerWideningSchema = z.object({ optIn: z.boolean(WIDENING_OPT_IN_INVALID) });
export type SellerWidening = z.infer<typeof sellerWideningSchema>;
