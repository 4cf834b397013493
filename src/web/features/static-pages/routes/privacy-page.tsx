import { useTranslation } from 'react-i18next';
import { StaticPage } from '../components/static-page.tsx';

export function PrivacyPage() {
  const { t } = useTranslation();
  return <StaticPage title={t('static.privacy.title')} />;
}
