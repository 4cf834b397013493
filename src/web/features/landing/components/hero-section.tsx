import { ArrowRight, CircleCheck, ClipboardList, Inbox, PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';

export function HeroSection() {
  const { t } = useTranslation();
  const points = [
    t('landing.hero.point.free'),
    t('landing.hero.point.b2b'),
    t('landing.hero.point.anonymous'),
  ];
  const flow = [
    { icon: ClipboardList, text: t('landing.hero.panel.request') },
    { icon: Inbox, text: t('landing.hero.panel.offers') },
    { icon: PackageCheck, text: t('landing.hero.panel.order') },
  ];

  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-steel-950 via-steel-900 to-primary text-white"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-white/25 bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-sky-100 sm:text-sm sm:normal-case sm:tracking-normal">
            {t('landing.hero.badge')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{t('landing.hero.text')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="inverse" size="lg">
              <Link to={paths.buyerSignup}>
                {t('landing.hero.buyerCta')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="inverseOutline" size="lg">
              <Link to={paths.sellerExplanation}>{t('landing.hero.sellerCta')}</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-200 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CircleCheck className="size-4 text-emerald-300" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>

        <div className="rounded-2xl border border-white/15 bg-white/[0.07] p-6 shadow-2xl backdrop-blur-sm">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-sky-100">
            {t('landing.hero.panelTitle')}
          </h2>
          <ol className="mt-5 space-y-4">
            {flow.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-4 rounded-xl bg-white/10 p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium leading-snug text-white">{text}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
