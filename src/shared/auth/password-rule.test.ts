import { describe, expect, it } from 'vitest';
import { buyerSignupInputSchema, changePasswordInputSchema } from './schema.ts';
import { isCommonPassword, PASSWORD_TOO_COMMON } from './password-rule.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

describe('the password rule for B2B accounts (issue 34, decision 061)', () => {
  it('bundles a few thousand common passwords', () => {
    const n = COMMON_PASSWORDS_TEXT.split('\n').length;
    expect(n).toBeGreaterThan(3000);
    expect(n).toBeLessThan(10_000);
  });

  it.each([
    ['qwertyuiop', true],
    ['1234567890', true],
    ['Password123', true],
    ['Passwort2024!', true],
    ['!!Sommer2026', true],
    ['Hydraulik-1', true],
    ['QWERTZUIOP', true],
    ['Hydro-Test-4711x', false],
    ['Presse3-Ventil-Kolben', false],
    ['Xk7#pQ9!vR2m', false],
  ])('%s is common: %s', (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
  });

  it('refuses a short and a common password in German, on the signup and the change alike', () => {
    const signup = (password: string) =>
      buyerSignupInputSchema.safeParse({ password, passwordConfirm: password }).error?.issues.find(
        (i) => i.path[0] === 'password',
      )?.message;
    expect(signup('kurz12345')).toBe('Das Passwort muss mindestens 10 Zeichen lang sein');
    expect(signup('password123')).toBe(PASSWORD_TOO_COMMON);
    expect(signup('Hydro-Test-4711x')).toBeUndefined();
    const change = changePasswordInputSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'qwertyuiop',
      newPasswordConfirm: 'qwertyuiop',
    });
    expect(change.error?.issues.map((i) => i.message)).toEqual([PASSWORD_TOO_COMMON]);
  });
});
