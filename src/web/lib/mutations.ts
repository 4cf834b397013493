import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/*
 * The two kinds of write hook a domain's api/ builds (issue 28): the hook keeps the cache, the
 * screen adds its toasts and form state (mutate callbacks, or mutateAsync where the refreshed
 * data can unmount it first).
 */

/** A write after which `keys` are asked again (each an invalidated prefix). */
export function useRefreshingMutation<V, R>(mutationFn: (vars: V) => Promise<R>, ...keys: QueryKey[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

/**
 * A write after which `keys` are asked again whether it succeeded or not (a refusal may mean the
 * data changed meanwhile, e.g. a document someone else deleted first).
 */
export function useSettledRefreshingMutation<V, R>(mutationFn: (vars: V) => Promise<R>, ...keys: QueryKey[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

/** A write whose answer is the new state of `key`: it replaces the cached one, nothing is asked again. */
export function useStoringMutation<V, R>(mutationFn: (vars: V) => Promise<R>, key: QueryKey) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      qc.setQueryData(key, saved);
    },
  });
}
