import { queryRoots } from '#web/lib/query-roots.ts';

/** The insights domain's query keys, one factory (issue 28). */
export const insightKeys = {
  buyerCharts: (months: number) => ['buyer', 'charts', months] as const,
  sellerPerformance: (weeks: number) => [...queryRoots.seller, 'performance', weeks] as const,
};
