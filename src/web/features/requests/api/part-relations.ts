import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnownPartRelation } from '#shared/catalog/part-relations.ts';
import { api } from '#web/lib/api-client.ts';
import { requestKeys } from './keys.ts';

/** Issue 30: a request's confirmed cross-references; `path` is the reader's endpoint for them. */
export const getKnownPartRelations = (path: string, signal?: AbortSignal) =>
  api.get<{ items: KnownPartRelation[] }>(path, { signal });
export const knownPartRelationsQueryOptions = (path: string) =>
  queryOptions({
    queryKey: requestKeys.partRelations(path),
    queryFn: ({ signal }) => getKnownPartRelations(path, signal),
  });
export const useKnownPartRelations = (path: string) => useQuery(knownPartRelationsQueryOptions(path));
