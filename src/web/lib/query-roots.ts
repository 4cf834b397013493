/**
 * The query-key prefixes more than one domain refreshes (issue 28): the live updates make them
 * stale (live-updates.ts), and a domain's write refreshes another's list (a seller's brands or
 * regions change the market). Each domain's own factory (features/<domain>/api/keys.ts) builds
 * its keys under these; nobody else writes a key by hand.
 */
export const queryRoots = {
  /** Everything of a seller's screens (a new or withdrawn offer, a logout). */
  seller: ['seller'],
  buyerOwnRequests: ['buyer', 'requests'],
  sellerOwnRequests: ['seller', 'my-requests'],
  /** The seller's market: the relevant requests. */
  market: ['seller', 'requests'],
  sellerSummary: ['seller', 'summary'],
  sellerOffers: ['seller', 'offers'],
  sellerOffer: ['seller', 'offer'],
  buyerOrders: ['buyer', 'orders'],
  /** Decision 070: the buyer company's orders waiting for approval. */
  buyerApprovals: ['buyer', 'approvals'],
  sellerOrders: ['seller', 'orders'],
  questions: ['questions'],
  catalog: ['catalog'],
  /** Everything of the admin's screens (features/admin-*); each admin domain's keys sit below. */
  admin: ['admin'],
  /** The admin's statistics strip: every admin write refreshes it (lib/admin-api.ts). */
  adminStats: ['admin', 'stats'],
} as const;
