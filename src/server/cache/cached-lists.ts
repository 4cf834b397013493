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
