import type { UiLanguage } from '#shared/constants.ts';
import { teamDe } from '#shared/i18n/features/team.de.ts';
import { teamEn } from '#shared/i18n/features/team.en.ts';
import { teamEs } from '#shared/i18n/features/team.es.ts';
import { teamFr } from '#shared/i18n/features/team.fr.ts';
import { teamIt } from '#shared/i18n/features/team.it.ts';
import type { MemberRole } from './permissions.ts';

const TEXTS = { de: teamDe, en: teamEn, es: teamEs, fr: teamFr, it: teamIt } as const;

/**
 * A member's role in the reader's language, as the Team tab says it: mails name the role of an
 * invitation in the inviter's language (the invitation mail read 'Your role: Vertrieb').
 */
export function memberRoleText(role: MemberRole, language: UiLanguage): string {
  return (TEXTS[language] ?? teamDe)[`team.role.${role}`];
}
