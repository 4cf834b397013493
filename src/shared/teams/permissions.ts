/**
 * Issue 37 (decision 066): which member of a company may do what. The one statement of the rule;
 * the server's guard (`requireRole` with a route's `memberAction`, `can()`) and the web's buttons
 * both ask it.
 */

export const SELLER_MEMBER_ROLES = ['owner', 'sales', 'read'] as const;
export const BUYER_MEMBER_ROLES = ['owner', 'purchasing', 'requester', 'read'] as const;
export const MEMBER_ROLES = ['owner', 'sales', 'purchasing', 'requester', 'read'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** What a member does: the company's business (billing, settings, members, API keys) or its work. */
export const MEMBER_ACTIONS = [
  'billing',
  'settings',
  'members',
  'apiKeys',
  'offers',
  'orders',
  'questions',
  'requests',
  'assign',
  'checkout',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/**
 * Owner: everything. The other roles: their work; 'read' only reads. 'checkout' is submitting
 * the order form of the buyer's checkout (decision 070): 'Einkauf' orders (within its limit), an
 * 'Anforderer' asks for the order, which then waits for approval.
 */
const ALLOWED: Record<MemberRole, readonly MemberAction[]> = {
  owner: MEMBER_ACTIONS,
  sales: ['offers', 'orders', 'questions', 'assign'],
  purchasing: ['orders', 'checkout', 'assign'],
  requester: ['requests', 'checkout', 'assign'],
  read: [],
};

/** True when a member with this role may do this action (reading needs no action). */
export function can(role: MemberRole | null | undefined, action: MemberAction): boolean {
  return role != null && ALLOWED[role].includes(action);
}

/** The roles a company of this party may give its members. */
export function memberRolesOf(party: 'buyer' | 'seller'): readonly MemberRole[] {
  return party === 'seller' ? SELLER_MEMBER_ROLES : BUYER_MEMBER_ROLES;
}

/** True when the role belongs to a company of this party ('sales' is no buyer's role). */
export function isMemberRoleOf(party: 'buyer' | 'seller', role: MemberRole): boolean {
  return memberRolesOf(party).includes(role);
}

/** Refused actions say so in German (the guard's message). */
export const MEMBER_ROLE_FORBIDDEN = 'Ihre Rolle im Unternehmen erlaubt diese Aktion nicht.';

/**
 * A company's own requests: a buyer's are the requesters' work; a seller who buys parts does it
 * as sales (a seller company has no requester).
 */
export const OWN_REQUESTS_ACTION = { buyer: 'requests', seller: 'orders' } as const satisfies Record<
  'buyer' | 'seller',
  MemberAction
>;

/**
 * Issue 37 (decision 071): a request is assigned to a member who works on it, by a member who
 * works on it — the owner and, for a seller, 'Vertrieb'; for a buyer, 'Einkauf' and
 * 'Anforderer'. 'Lesen' neither assigns nor is assigned. The same rule both ways: the route's
 * guard (`memberAction: 'assign'`) and the check of the chosen assignee.
 */
export function canBeAssigned(role: MemberRole | null | undefined): boolean {
  return can(role, 'assign');
}
