import { z } from 'zod';

/** Spec 2 §3 admin statistics strip. */
export const adminStatsSchema = z.object({
  buyersCount: z.number().int(),
  sellersCount: z.number().int(),
  verifiedSellersCount: z.number().int(),
  ordersCount: z.number().int(),
  requestsCount: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
