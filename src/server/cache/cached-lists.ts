/**
 * The lists whose answers are kept (issue 11, decision 026): every list a dashboard opens again
 * and again. Each depends only on the caller, the caller's language and the URL, and its handler
 * only reads. Kept here, in one place, rather than on each route, so that what is cached can be
 * reviewed at a glance; answer-cache.test.ts checks that each is a GET route.
 */
export const CACHED_LISTS: readonly string[] = [
  '/api/v1/seller/requests',
  '/api/v1/seller/summary',
  '/api/v1/seller/offers',
  '/api/v1/seller/orders',
  '/api/v1/seller/my-requests',
  '/api/v1/seller/my-orders',
  '/api/v1/buyer/requests',
  '/api/v1/buyer/orders',
  '/api/v1/admin/requests',
  '/api/v1/admin/offers',
  '/api/v1/admin/orders',
  '/api/v1/admin/sellers',
  '/api/v1/admin/buyers',
];

/**
 * The writes that can change a session or its user (the `sessions` and `profiles` rows): sign-in,
 * sign-out, password, language and two-factor (auth), blocking or deleting accounts (admin) and an
 * admin's immediate erasure of a user (privacy, decision 052). The billing and erasure schedules
 * end sessions too, in jobs: their kept sessions end by the announcement.
 * When this instance answers one of these, its kept sessions end at once; any other write ends
 * only the kept answers, and sessions follow the database's announcement a moment later, as for
 * a write on another instance (decision 032: an order then pays no session statement of its
 * own). answer-cache.test.ts checks that no other module writes those tables.
 */
const SESSION_WRITES: readonly string[] = [
  '/api/v1/auth/',
  '/api/v1/admin/buyers',
  '/api/v1/admin/sellers',
  '/api/v1/admin/users/',
  // Issue 37: a member's new role or removal ends its kept sessions here at once.
  '/api/v1/team/members/',
  // Joining creates a user (no session yet): listed because it writes profiles.
  '/api/v1/team-invitations/',
];

export function writesSessions(url: string): boolean {
  return SESSION_WRITES.some((prefix) => url.startsWith(prefix));
}
