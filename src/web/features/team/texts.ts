import { teamDe } from '#shared/i18n/features/team.de.ts';
import { defineFeatureTexts } from '#web/lib/feature-texts.ts';

type TeamTexts = typeof teamDe;
declare module '../../lib/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppTexts extends TeamTexts {}
}

/** Issue 37: loaded by the invitation page (/team/join); the dashboards load the same texts. */
export const teamTexts = defineFeatureTexts(teamDe, {
  en: () => import('#shared/i18n/features/team.en.ts').then((m) => m.teamEn),
  fr: () => import('#shared/i18n/features/team.fr.ts').then((m) => m.teamFr),
  es: () => import('#shared/i18n/features/team.es.ts').then((m) => m.teamEs),
  it: () => import('#shared/i18n/features/team.it.ts').then((m) => m.teamIt),
});
