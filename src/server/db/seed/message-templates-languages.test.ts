import { describe, expect, it } from 'vitest';
import { placeholdersIn } from '#shared/templates/placeholders.ts';
import {
  ALL_TEMPLATE_DEFINITIONS,
  MAIL_TRANSLATIONS,
  mailId,
  translatedTemplateRows,
} from './message-templates-languages.ts';

const sorted = (text: string) => [...new Set(placeholdersIn(text))].sort();

describe('French, Spanish and Italian mails', () => {
  for (const [language, mails] of Object.entries(MAIL_TRANSLATIONS)) {
    it(`${language}: every message type, with the German placeholders, in its own language`, () => {
      for (const def of ALL_TEMPLATE_DEFINITIONS) {
        const mail = mails[mailId(def)];
        expect(mail, `${mailId(def)}/${language}`).toBeDefined();
        expect(sorted(`${mail!.title}\n${mail!.content}`), mailId(def)).toEqual(
          sorted(`${def.de.title}\n${def.de.content}`),
        );
        expect(mail!.title, mailId(def)).not.toBe(def.de.title);
        expect(mail!.content, mailId(def)).not.toContain('Mit freundlichen Grüßen');
      }
      expect(Object.keys(mails).sort()).toEqual(ALL_TEMPLATE_DEFINITIONS.map(mailId).sort());
    });
  }

  it('makes one row per type × recipient type × language', () => {
    const rows = translatedTemplateRows();
    const perLanguage = ALL_TEMPLATE_DEFINITIONS.reduce((n, d) => n + d.recipientTypes.length, 0);
    expect(rows).toHaveLength(perLanguage * 3);
    expect(new Set(rows.map((r) => `${r.type}/${r.recipientType}/${r.language}`)).size).toBe(rows.length);
  });
});
