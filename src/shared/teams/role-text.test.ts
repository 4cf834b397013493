import { describe, expect, it } from 'vitest';
import { BUILT_IN_LANGUAGES } from '#shared/i18n/languages.ts';
import { MEMBER_ROLES } from './permissions.ts';
import { memberRoleText } from './role-text.ts';

describe("a member's role in the reader's language", () => {
  it('names every role in every language, and in German as the Team tab does', () => {
    for (const language of BUILT_IN_LANGUAGES)
      for (const role of MEMBER_ROLES)
        expect(memberRoleText(role, language), `${language} ${role}`).not.toBe('');
    expect(memberRoleText('sales', 'de')).toBe('Vertrieb');
    expect(memberRoleText('sales', 'en')).toBe('Sales');
    expect(memberRoleText('purchasing', 'en')).toBe('Purchasing');
  });
});
