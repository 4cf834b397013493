import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SamePartAnswer } from '#shared/requests/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { requestKeys } from './keys.ts';

/** The part numbers the hint asks about ('' when not given) and the request to leave out. */
export interface SamePartQuery {
  first: string;
  second: string;
  exclude?: string | undefined;
}

/**
 * Issue 30: the caller's own requests for the same part in the last 30 days. `endpoint` is the
 * own requests' base (/buyer/requests, /seller/my-requests).
 */
export function getSamePart(
  endpoint: string,
  { first, second, exclude }: SamePartQuery,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams();
  if (first) query.set('partNumber', first);
  if (second) query.set('secondPartNumber', second);
  if (exclude) query.set('exclude', exclude);
  return api.get<SamePartAnswer>(`${endpoint}/same-part?${query.toString()}`, { signal });
}
export const samePartQueryOptions = (endpoint: string, q: SamePartQuery) =>
  queryOptions({
    queryKey: requestKeys.samePart(endpoint, q),
    queryFn: ({ signal }) => getSamePart(endpoint, q, signal),
    enabled: Boolean(q.first || q.second),
  });
export const useSamePart = (endpoint: string, q: SamePartQuery) =>
  useQuery(samePartQueryOptions(endpoint, q));
