import { useTranslation } from 'react-i18next';
import { StaticPage } from '../components/static-page.tsx';

export function ContactPage() {
  const { t } = useTranslation();
  return <StaticPage title={t('static.contact.title')} lead={t('static.contact.text')} />;
}
