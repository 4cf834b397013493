import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { LANGUAGE_PARAM } from './i18n.ts';
import { aliasPaths, paths } from './paths.ts';

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

/** Pages a visitor reaches without an account: those carry `hreflang` alternates. */
const PUBLIC_PAGES: ReadonlySet<string> = new Set([
  paths.home,
  paths.sellerExplanation,
  paths.pricing,
  paths.contact,
  paths.imprint,
  paths.privacy,
  paths.terms,
  paths.buyerSignup,
  paths.sellerSignup,
  paths.buyerLogin,
  paths.sellerLogin,
  ...Object.values(aliasPaths),
]);

/**
 * `<link rel="alternate" hreflang>` for each language of a public page (`?lang=xx`, which the
 * first load honours) and `x-default` without it; none on other pages.
 */
function setAlternates(pathname: string): void {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  if (!PUBLIC_PAGES.has(pathname)) return;
  const base = `${window.location.origin}${pathname}`;
  const links = [
    ...LANGUAGES.map((l) => [l.code, `${base}?${LANGUAGE_PARAM}=${l.code}`] as const),
    ['x-default', base] as const,
  ];
  for (const [hreflang, href] of links) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Sets document.title ('… – HydroParts') and the meta description for the current page, in the
 * reader's language, and the public pages' `hreflang` alternates. Without a title the site's
 * default title is used (landing page).
 */
export function usePageMeta(title?: string, description?: string): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const fullTitle = title ? `${title} – ${SITE_NAME}` : t('meta.defaultTitle');
  const fullDescription = description ?? t('meta.defaultDescription');
  useEffect(() => {
    document.title = fullTitle;
    setMetaDescription(fullDescription);
  }, [fullTitle, fullDescription]);
  useEffect(() => setAlternates(pathname), [pathname]);
}
