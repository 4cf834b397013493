import { z } from 'zod';

/**
 * Issue 34: the account's signed-in browsers and devices. A session is named by its browser and
 * system, read from the user agent it signed in with; never its token, never its address.
 */
export const sessionViewSchema = z.object({
  id: z.uuid(),
  current: z.boolean(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** When the session was last refreshed (better-auth refreshes it at most once a day) or opened. */
  lastSeenAt: z.string(),
  createdAt: z.string(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
export const sessionListSchema = z.object({ sessions: z.array(sessionViewSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid('Sitzung nicht gefunden') });
/** Nothing to send; anything else is refused rather than ignored. */
export const endOtherSessionsInputSchema = z.strictObject({}).optional();

export const SESSION_NOT_FOUND = 'Sitzung nicht gefunden';
export const SESSION_IS_CURRENT = 'Diese Sitzung beenden Sie mit „Abmelden“';
export const SESSIONS_NEED_BROWSER =
  'Sitzungen lassen sich nur in einer angemeldeten Browser-Sitzung verwalten';

/** Browser and system of a user agent, or null for either when it is not one we know. */
export function describeUserAgent(ua: string | null | undefined): {
  browser: string | null;
  os: string | null;
} {
  const s = ua ?? '';
  const browser = /Edg(e|A|iOS)?\//.test(s)
    ? 'Edge'
    : /OPR\/|Opera/.test(s)
      ? 'Opera'
      : /Firefox\/|FxiOS\//.test(s)
        ? 'Firefox'
        : /Chrome\/|CriOS\/|Chromium\//.test(s)
          ? 'Chrome'
          : /Version\/[\d.]+.*Safari\//.test(s)
            ? 'Safari'
            : null;
  const os = /iPhone|iPad|iPod/.test(s)
    ? 'iOS'
    : /Android/.test(s)
      ? 'Android'
      : /Windows/.test(s)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(s)
          ? 'macOS'
          : /CrOS/.test(s)
            ? 'ChromeOS'
            : /Linux/.test(s)
              ? 'Linux'
              : null;
  return { browser, os };
}
