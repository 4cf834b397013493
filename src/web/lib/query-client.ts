import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

const MAX_QUERY_RETRIES = 2;

/**
 * One client for the whole visit: module scope, so the cache (e.g. the session) survives when
 * the user passes through the landing page, which renders outside the providers. Code outside
 * the providers (the header's language menu) reads the same cache through this module.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer (forbidden, not found, invalid) does not improve by asking again.
      retry: (failureCount, error) =>
        failureCount < MAX_QUERY_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
