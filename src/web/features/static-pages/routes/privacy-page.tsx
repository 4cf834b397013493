import { useTranslation } from 'react-i18next';
import { COOKIE_CONSENT_KEY, LANGUAGE_STORAGE_KEY } from '#shared/constants.ts';
import { useCompanyValues } from '#web/features/static-pages/api/get-site-info.ts';
import { LegalPage } from '#web/features/static-pages/components/legal-page.tsx';

export { privacyTexts as texts } from '#web/features/static-pages/privacy-texts.ts';

const SECTIONS = [
  'controller',
  'overview',
  'purposes',
  'cookies',
  'recipients',
  'processors',
  'retention',
  'security',
  'obligation',
  'rights',
  'complaint',
  'changes',
] as const;

/** /privacy and /datenschutz: the GDPR privacy notice (Art. 13). */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { values, isPending } = useCompanyValues();
  // The notice names the real storage keys, so it cannot drift from what the app stores.
  const vars = { ...values, languageKey: LANGUAGE_STORAGE_KEY, consentKey: COOKIE_CONSENT_KEY };
  return (
    <LegalPage
      title={t('privacy.title')}
      description={t('privacy.description')}
      lead={t('privacy.lead')}
      pending={isPending}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`privacy.${id}.title`),
        body: t(`privacy.${id}.body`, vars),
      }))}
    />
  );
}
