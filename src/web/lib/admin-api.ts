import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Page } from '#shared/common/pagination.ts';
import { api, isAbortError, isApiError } from './api-client.ts';
import { queryRoots } from './query-roots.ts';
import { withQuery, type QueryParams } from './query-string.ts';

/*
 * What the admin's domains (features/admin-*) share: the fetcher and typed queryOptions of a
 * server-paged list, the fetcher of a whole list, and a write with the spec's toasts. Each domain
 * builds its lists and hooks on these, with keys from its own factory under queryRoots.admin
 * (issue 28).
 */

/** A list's filters as its tab holds them ('' for "all", left out of the URL). */
export type Params = QueryParams;

/** A list query of the shared schemas as a tab holds it: every filter optional, '' for "all". */
export type ListFilters<Q> = { [K in keyof Q]?: Q[K] | '' };

/**
 * A server-paged admin list of a domain: its fetcher and typed queryOptions, the key from the
 * domain's factory (the domain's hook is `useQuery(list.queryOptions(filters))`).
 */
export function adminPagedList<T, F extends Params>(path: string, key: (filters: F) => QueryKey) {
  const fetchPage = (filters: F, signal?: AbortSignal) =>
    api.get<Page<T>>(withQuery(path, filters), { signal });
  return {
    fetch: fetchPage,
    /** The previous page stays visible while the next one loads. */
    queryOptions: (filters: F) =>
      queryOptions({
        queryKey: key(filters),
        queryFn: ({ signal }) => fetchPage(filters, signal),
        placeholderData: keepPreviousData,
      }),
  };
}

/** A whole admin list (the reference data, the PDF templates). */
export const getAdminList = <T>(path: string, signal?: AbortSignal) =>
  api.get<{ items: T[] }>(path, { signal });

/** The server's German message, or the spec's generic one. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

interface AdminMutationOptions<V, R> {
  run: (vars: V) => Promise<R>;
  /** The domain's keys to refresh afterwards (the statistics strip always refreshes). */
  invalidate: readonly QueryKey[];
  success?: string | ((result: R) => string);
  failure: string;
  onSuccess?: (result: R) => void;
}

/** An admin write with the spec's toasts (spec 2 §8: 'Erfolg' / 'Fehler' with the message). */
export function useAdminMutation<V, R = unknown>(o: AdminMutationOptions<V, R>) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: o.run,
    onSuccess: async (result) => {
      if (o.success) {
        toast.success(t('admin.toast.success'), {
          description: typeof o.success === 'function' ? o.success(result) : o.success,
        });
      }
      o.onSuccess?.(result);
      await Promise.all(
        [...o.invalidate, queryRoots.adminStats].map((queryKey) => qc.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      // Cancelled by the admin (an upload): nothing happened, nothing failed.
      if (isAbortError(error)) return void toast.info(t('upload.cancelled'));
      console.error(o.failure, error);
      toast.error(t('admin.toast.error'), {
        description: isApiError(error) ? `${o.failure}: ${error.message}` : o.failure,
      });
    },
  });
}
