import { Building, Gauge, ShieldCheck, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Spec 1 §2: discreet handling, B2B focus, hydraulics specialist, fast handling. */
export function FeatureCards() {
  const { t } = useTranslation();
  const features: Feature[] = [
    {
      icon: ShieldCheck,
      title: t('landing.features.discreet.title'),
      text: t('landing.features.discreet.text'),
    },
    { icon: Building, title: t('landing.features.b2b.title'), text: t('landing.features.b2b.text') },
    {
      icon: Gauge,
      title: t('landing.features.specialist.title'),
      text: t('landing.features.specialist.text'),
    },
    { icon: Zap, title: t('landing.features.fast.title'), text: t('landing.features.fast.text') },
  ];

  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-20"
    >
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
        {t('landing.features.title')}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
