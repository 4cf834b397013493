import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const SITE_NAME = 'HydroParts';

function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Sets document.title ('… – HydroParts') and the meta description for the current page.
 * Without a title the site's default title is used (landing page).
 */
export function usePageMeta(title?: string, description?: string): void {
  const { t } = useTranslation();
  const fullTitle = title ? `${title} – ${SITE_NAME}` : t('meta.defaultTitle');
  const fullDescription = description ?? t('meta.defaultDescription');
  useEffect(() => {
    document.title = fullTitle;
    setMetaDescription(fullDescription);
  }, [fullTitle, fullDescription]);
}
