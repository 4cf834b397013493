import type { QueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { fetchSession, sessionQueryKey } from '#web/lib/session.ts';

/*
 * The account's language (issue 17): mails and documents follow it. The language menu sits in the
 * header, outside the query providers, so this is a fetcher and a function on the shared client
 * rather than a hook (issue 28's shape where a hook cannot run).
 */

/** Stores the language with the signed-in account. */
export const saveAccountLanguage = (language: string) => api.put('/auth/language', { language });

/**
 * A signed-in user's choice is kept with the account; nobody signed in, or a failed request,
 * changes nothing (the choice stays in this browser).
 */
export async function keepLanguageWithAccount(client: QueryClient, language: string): Promise<void> {
  const session = await client
    .fetchQuery({
      queryKey: sessionQueryKey,
      queryFn: ({ signal }) => fetchSession(signal),
      staleTime: 30_000,
    })
    .catch(() => null);
  if (session?.user) await saveAccountLanguage(language).catch(() => undefined);
}
