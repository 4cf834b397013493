import { useTranslation } from 'react-i18next';
import { StaticPage } from '../components/static-page.tsx';

export function TermsPage() {
  const { t } = useTranslation();
  return <StaticPage title={t('static.terms.title')} lead={t('static.terms.text')} />;
}
