/** What stands in for a live token wherever people (admins, log readers) may look. */
export const MASK = '••••••';

/**
 * Live reset and verification links carry their secret in `token=`; with it anyone could take
 * the account. Masked for admins reading e-mail logs, and never stored or logged in production.
 */
export function maskSecrets(text: string): string {
  return text.replace(/([?&](?:amp;)?token=)[^&"'<>\s)]+/gi, `$1${MASK}`);
}

export function maskVariables<T extends Record<string, unknown> | null>(vars: T): T {
  if (!vars) return vars;
  return Object.fromEntries(
    Object.entries(vars).map(([k, v]) => [k, typeof v === 'string' ? maskSecrets(v) : v]),
  ) as T;
}
