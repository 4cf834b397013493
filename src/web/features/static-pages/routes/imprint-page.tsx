import { useTranslation } from 'react-i18next';
import { StaticPage } from '../components/static-page.tsx';

export function ImprintPage() {
  const { t } = useTranslation();
  return <StaticPage title={t('static.imprint.title')} />;
}
