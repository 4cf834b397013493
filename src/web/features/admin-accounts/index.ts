/**
 * What the admin dashboard uses of the admin's accounts domain (its public file, issue 28): the
 * count of sellers waiting for approval. Its tabs (sellers, queue, buyers) are loaded lazily by
 * src/web/app/dashboards, each as its own chunk.
 */
export { usePendingSellerCount } from './api/sellers.ts';
