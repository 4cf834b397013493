import i18next from 'i18next';
import { validationDe } from '#shared/i18n/features/validation.de.ts';

type ValidationTexts = typeof validationDe;
declare module './i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends ValidationTexts {}
}

// The schemas (shared by server and web) speak German; the key of each message is found by its text.
const keyOfGerman = new Map(Object.entries(validationDe).map(([key, text]) => [text as string, key]));

/**
 * A validation or API message in the reader's language: a known German schema message becomes its
 * translation (or the admin's override); anything else is shown as it came.
 */
export function localizeMessage(message: string): string;
export function localizeMessage(message: string | undefined): string | undefined;
export function localizeMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  const key = keyOfGerman.get(message) as keyof ValidationTexts | undefined;
  return key ? i18next.t(key) : message;
}

export { validationDe };
