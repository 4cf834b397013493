import { queryRoots } from '#web/lib/query-roots.ts';
import type { Params } from '#web/lib/admin-api.ts';

const partRelations = [...queryRoots.admin, 'part-relations'] as const;

/**
 * The admin's catalog domain's query keys, one factory (issue 28): the reference data (countries,
 * manufacturers, payment terms) and the cross-references.
 */
export const adminCatalogKeys = {
  countries: [...queryRoots.admin, 'countries'] as const,
  brands: [...queryRoots.admin, 'brands'] as const,
  paymentTerms: [...queryRoots.admin, 'payment-terms'] as const,
  partRelations,
  partRelationList: (params: Params) => [...partRelations, params] as const,
};
