import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage, switchLanguage } from './i18n.ts';
import { sessionQueryKey, type SessionResponse } from './session.ts';

/**
 * A signed-in account brings its language along (issue 17): when the session turns from nobody to
 * a user — a sign-in, or the first session answer in a new browser — the account's stored language
 * is applied. Later switches go the other way (the language menu stores them with the account), so
 * while the same user stays signed in nothing here interferes.
 */
const SESSION_HASH = JSON.stringify(sessionQueryKey);

export function followAccountLanguage(client: QueryClient): () => void {
  let signedInAs: string | null = null;
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== SESSION_HASH) return;
    const user = (event.query.state.data as SessionResponse | undefined)?.user ?? null;
    const previous = signedInAs;
    signedInAs = user?.id ?? null;
    if (!user || user.id === previous) return;
    if (user.language !== currentLanguage()) void switchLanguage(user.language);
  });
}
