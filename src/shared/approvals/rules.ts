import type { MemberRole } from '#shared/teams/permissions.ts';

/**
 * Issue 37, decision 070: the buyer's approval limit. The one statement of who must ask for an
 * order and who may approve one; the server decides by it, the web shows by it.
 *
 * A limit is the gross order total in cents a member may order alone; null is 'kein Limit'.
 * Owners are never limited (they may always approve, so a limit of their own would bind nobody).
 * An 'Anforderer' always asks: in a buying department requesters do not order, the purchasing
 * department does. 'Lesen' neither orders nor asks (the route refuses it before this rule).
 */
export function needsApproval(
  role: MemberRole | null | undefined,
  limitCents: number | null,
  grossCents: number,
): boolean {
  if (role === 'requester') return true;
  if (role !== 'purchasing') return false;
  return limitCents !== null && grossCents > limitCents;
}

/** Roles that see the queue's buttons: 'Einkauf' and the owner. */
export function approvesOrders(role: MemberRole | null | undefined): boolean {
  return role === 'owner' || role === 'purchasing';
}

/**
 * May this approver place this order? The owner always; 'Einkauf' within its own limit (or
 * without one) — so a purchaser whose own order went above its limit needs a colleague with a
 * higher limit or none, or the owner.
 */
export function mayApprove(
  role: MemberRole | null | undefined,
  limitCents: number | null,
  grossCents: number,
): boolean {
  if (role === 'owner') return true;
  if (role !== 'purchasing') return false;
  return limitCents === null || grossCents <= limitCents;
}

/** Where a limit may be set: on buyer members that order ('Einkauf'); owners are never limited. */
export function takesApprovalLimit(role: MemberRole): boolean {
  return role === 'purchasing';
}
