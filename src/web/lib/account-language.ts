import type { QueryClient } from '@tanstack/react-query';
import { LANGUAGE_STORAGE_KEY } from '#shared/constants.ts';
import { isUiLanguage } from '#shared/i18n/languages.ts';
import { currentLanguage, switchLanguage } from './i18n.ts';
import { sessionQueryKey, type SessionResponse } from './session.ts';
import { readStorage } from './storage.ts';

const SESSION_HASH = JSON.stringify(sessionQueryKey);

/**
 * A signed-in account brings its language along (issue 17): when the session turns from nobody to
 * a user — a sign-in, or the first session answer — in a browser where nobody has picked a
 * language yet (a new browser), the account's stored language is applied. A language picked in
 * this browser stays (the reader chose it on purpose); switching while signed in stores the choice
 * with the account (language menu), so both agree from then on.
 */
export function followAccountLanguage(client: QueryClient): () => void {
  let signedInAs: string | null = null;
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== SESSION_HASH) return;
    const user = (event.query.state.data as SessionResponse | undefined)?.user ?? null;
    const previous = signedInAs;
    signedInAs = user?.id ?? null;
    if (!user || user.id === previous || isUiLanguage(readStorage(LANGUAGE_STORAGE_KEY))) return;
    if (user.language !== currentLanguage()) void switchLanguage(user.language);
  });
}
