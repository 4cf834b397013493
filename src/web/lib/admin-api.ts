import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Page } from '#shared/common/pagination.ts';
import { api, isAbortError, isApiError } from '#web/lib/api-client.ts';
import { withQuery, type QueryParams } from '#web/lib/query-string.ts';

export type Params = QueryParams;

/** A server-paged admin list; the previous page stays visible while the next one loads. */
export function useAdminPage<T>(key: string, path: string, params: Params) {
  return useQuery({
    queryKey: ['admin', key, params],
    queryFn: ({ signal }) => api.get<Page<T>>(withQuery(path, params), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminList<T>(key: string, path: string) {
  return useQuery({
    queryKey: ['admin', key],
    queryFn: ({ signal }) => api.get<{ items: T[] }>(path, { signal }),
  });
}

/** The server's German message, or the spec's generic one. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

interface AdminMutationOptions<V, R> {
  run: (vars: V) => Promise<R>;
  /** Query keys under ['admin', …] to refresh afterwards (the stats strip always refreshes). */
  invalidate: string[];
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
        [...o.invalidate, 'stats'].map((k) => qc.invalidateQueries({ queryKey: ['admin', k] })),
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
