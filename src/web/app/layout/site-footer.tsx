import { Cog, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';

interface FooterLink {
  to: string;
  label: string;
}

function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={`${link.to}-${link.label}`}>
            <Link
              to={link.to}
              className="rounded-sm text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Spec 1 §2 footer: company, buyers, sellers, plus a short description of HydroParts. */
export function SiteFooter() {
  const { t } = useTranslation();

  const company: FooterLink[] = [
    { to: paths.contact, label: t('footer.contact') },
    { to: paths.imprint, label: t('footer.imprint') },
    { to: paths.privacy, label: t('footer.privacy') },
    { to: paths.terms, label: t('footer.terms') },
  ];
  const buyers: FooterLink[] = [
    { to: paths.buyerSignup, label: t('footer.buyerSignup') },
    { to: paths.buyerLogin, label: t('footer.buyerLogin') },
  ];
  const sellers: FooterLink[] = [
    { to: paths.sellerExplanation, label: t('footer.howItWorks') },
    { to: paths.pricing, label: t('footer.pricing') },
    { to: paths.sellerSignup, label: t('footer.sellerSignup') },
    { to: paths.sellerLogin, label: t('footer.sellerLogin') },
  ];

  return (
    <footer className="bg-steel-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-about" className="col-span-2 sm:col-span-3 lg:col-span-1">
          <h2
            id="footer-about"
            className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-white"
          >
            <Cog className="size-4" aria-hidden="true" />
            {t('footer.about')}
          </h2>
          <p className="mt-4 text-sm leading-relaxed">{t('footer.description')}</p>
        </section>
        <FooterColumn title={t('footer.company')} links={company} />
        <FooterColumn title={t('footer.forBuyers')} links={buyers} />
        <FooterColumn title={t('footer.forSellers')} links={sellers} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('footer.madeIn')}</p>
          <p className="flex items-center gap-2" lang="en">
            <Globe className="size-4" aria-hidden="true" />
            {t('footer.englishSoon')}
          </p>
        </div>
      </div>
    </footer>
  );
}
