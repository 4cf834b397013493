import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyScope, ApiKeyView, CreatedApiKey } from '#shared/api-keys/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshingMutation } from '#web/lib/mutations.ts';
import { integrationKeys } from './keys.ts';

/** Issue 15: the account's API keys — fetcher, typed queryOptions and hook per endpoint (issue 28). */
export const listApiKeys = (signal?: AbortSignal) =>
  api.get<{ items: ApiKeyView[] }>('/api-keys', { signal });
export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.apiKeys,
    queryFn: ({ signal }) => listApiKeys(signal),
    // "Last used" changes with every call a system makes: fresh whenever the tab opens.
    staleTime: 0,
  });
export const useApiKeys = () => useQuery(apiKeysQueryOptions());

/** The key itself comes back once, in this answer. */
export const createApiKey = (input: { name: string; scopes: ApiKeyScope[] }) =>
  api.post<CreatedApiKey>('/api-keys', input);
export const useCreateApiKey = () => useRefreshingMutation(createApiKey, integrationKeys.apiKeys);

export const revokeApiKey = (id: string) => api.delete<ApiKeyView>(`/api-keys/${id}`);
export const useRevokeApiKey = () => useRefreshingMutation(revokeApiKey, integrationKeys.apiKeys);
