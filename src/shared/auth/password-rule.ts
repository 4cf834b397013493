import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

/** Issue 34, decision 061: the refusal of a password from the common list. */
export const PASSWORD_TOO_COMMON =
  'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.';

let common: Set<string> | undefined;

/**
 * Whether a password is a common one: as it is, or once the digits and signs people add to a
 * common word are taken off its ends ('Passwort2024!', '!!qwertyuiop'), case ignored. Form and
 * server ask the same list, so a password the form accepts is one the server accepts.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  const lower = password.trim().toLowerCase();
  if (common.has(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
  return core.length >= 4 && core !== lower && common.has(core);
}
