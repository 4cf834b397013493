import type { AdminLiquidityQuery } from '#shared/admin/liquidity.ts';
import type { InvoiceStatus } from '#shared/billing/invoices.ts';
import { queryRoots } from '#web/lib/query-roots.ts';

const invoices = [...queryRoots.admin, 'invoices'] as const;

/**
 * The admin's insights domain's query keys, one factory (issue 28): the statistics strip, the
 * charts, the liquidity figures and the seller fee's invoices.
 */
export const adminInsightKeys = {
  stats: queryRoots.adminStats,
  charts: (weeks: number) => [...queryRoots.admin, 'charts', weeks] as const,
  liquidity: (query: AdminLiquidityQuery) => [...queryRoots.admin, 'liquidity', query] as const,
  invoices,
  invoiceList: (status: InvoiceStatus | '') => [...invoices, status] as const,
};
