import { useTranslation } from 'react-i18next';
import { useCompanyValues } from '#web/features/static-pages/api/get-site-info.ts';
import { LegalPage } from '#web/features/static-pages/components/legal-page.tsx';

export { imprintTexts as texts } from '#web/features/static-pages/imprint-texts.ts';

const SECTIONS = [
  'provider',
  'contact',
  'register',
  'vat',
  'chamber',
  'responsible',
  'intermediary',
  'dispute',
  'liabilityContent',
  'liabilityLinks',
  'copyright',
] as const;

/** /imprint and /impressum: the GmbH's imprint; company values from configuration (site-info). */
export function ImprintPage() {
  const { t } = useTranslation();
  const { values, isPending } = useCompanyValues();
  return (
    <LegalPage
      title={t('imprint.title')}
      description={t('imprint.description')}
      pending={isPending}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`imprint.${id}.title`),
        body: t(`imprint.${id}.body`, values),
      }))}
    />
  );
}
