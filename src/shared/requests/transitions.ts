import type { RequestStatus } from '#shared/constants.ts';

/**
 * The request state machine (issue 14, DESIGN.md §8). Only the owner closes ('Geschlossen', e.g.
 * part found elsewhere) or cancels ('Storniert', with a reason); the expiry job closes an
 * expired request. Every move starts from 'active'; a request with an order stays as it is.
 */
export const REQUEST_ACTIONS = ['close', 'cancel', 'expire'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

const TARGET: Record<RequestAction, RequestStatus> = {
  close: 'closed',
  cancel: 'cancelled',
  expire: 'closed',
};

export const REQUEST_NOT_ACTIVE = 'Diese Anfrage ist nicht mehr aktiv';
export const REQUEST_HAS_ORDER = 'Zu dieser Anfrage gibt es bereits eine Bestellung';

export type RequestTransitionCheck = { ok: true; to: RequestStatus } | { ok: false; message: string };

export function checkRequestTransition(
  action: RequestAction,
  state: { status: string; hasOrder: boolean },
): RequestTransitionCheck {
  if (state.status !== 'active') return { ok: false, message: REQUEST_NOT_ACTIVE };
  if (state.hasOrder) return { ok: false, message: REQUEST_HAS_ORDER };
  return { ok: true, to: TARGET[action] };
}

/** Spec: the buyer chooses how long a request stays open. */
export const REQUEST_DURATIONS_DAYS = [7, 14, 30, 60] as const;
export const DEFAULT_REQUEST_DURATION_DAYS = 30;

export function requestExpiresAt(createdAt: Date, days: number): Date {
  return new Date(createdAt.getTime() + days * 86_400_000);
}

/**
 * Decision 072: a request the buyer may still change (delete a document of): active, not yet
 * ordered and not past its end — the expiry job may lag behind the clock (decision 064).
 */
export function isRequestOpen(
  request: { status: string; expiresAt: Date | string | null; ordered?: boolean },
  now: Date = new Date(),
): boolean {
  if (request.status !== 'active' || request.ordered) return false;
  return request.expiresAt === null || new Date(request.expiresAt) > now;
}
