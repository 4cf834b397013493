import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';

/** The dashboards' slim footer: the legal links, nothing to sell. */
export function AppFooter() {
  const { t } = useTranslation();
  const links = [
    { to: paths.imprint, label: t('footer.imprint') },
    { to: paths.privacy, label: t('footer.privacy') },
    { to: paths.terms, label: t('footer.terms') },
    { to: paths.contact, label: t('footer.contact') },
  ];
  return (
    <footer className="border-t border-border bg-background">
      <div className="mx-auto flex max-w-[90rem] flex-col gap-2 px-4 py-3 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.legal')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
