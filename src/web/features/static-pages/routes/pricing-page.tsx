import { BadgePercent, EyeOff, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlanCard } from '#web/features/static-pages/components/plan-card.tsx';
import { SellerCta } from '#web/features/static-pages/components/seller-cta.tsx';
import { StaticPage } from '#web/features/static-pages/components/static-page.tsx';

export { staticPagesTexts as texts } from '#web/features/static-pages/texts.ts';

const BENEFITS: { id: 'reach' | 'commission' | 'discreet'; icon: LucideIcon }[] = [
  { id: 'reach', icon: Users },
  { id: 'commission', icon: BadgePercent },
  { id: 'discreet', icon: EyeOff },
];
const TIMELINE = [1, 2, 3] as const;
const REASONS = [1, 2, 3, 4] as const;

/** Spec 2 §2: plan card, three benefit cards, market timeline, reasons, calls to action. */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('static.pricing.title')} lead={t('static.pricing.lead')} wide>
      <div className="grid gap-16">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,28rem)_1fr]">
          <PlanCard headingId="plan-title" />
          <div className="grid gap-6">
            <p className="rounded-xl bg-success-soft px-5 py-4 font-semibold text-success">
              {t('static.pricing.buyersFree')}
            </p>
            <SellerCta />
          </div>
        </div>

        <section aria-labelledby="benefits-title">
          <h2 id="benefits-title" className="text-2xl font-bold tracking-tight">
            {t('static.pricing.benefits.title')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {BENEFITS.map(({ id, icon: Icon }) => (
              <li key={id} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`static.pricing.benefit.${id}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {t(`static.pricing.benefit.${id}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="timeline-title">
          <h2 id="timeline-title" className="text-2xl font-bold tracking-tight">
            {t('static.pricing.timeline.title')}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {TIMELINE.map((n) => (
              <li key={n} className="relative border-l-4 border-primary pl-5">
                <p className="text-sm font-bold uppercase tracking-wide text-primary">
                  {t(`static.pricing.timeline.${n}.when`)}
                </p>
                <h3 className="mt-1 text-lg font-semibold">{t(`static.pricing.timeline.${n}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {t(`static.pricing.timeline.${n}.text`)}
                </p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="reasons-title">
          <h2 id="reasons-title" className="text-2xl font-bold tracking-tight">
            {t('static.pricing.reasons.title')}
          </h2>
          <ul className="mt-6 grid list-disc gap-3 pl-6 marker:text-primary md:grid-cols-2">
            {REASONS.map((n) => (
              <li key={n}>{t(`static.pricing.reason.${n}`)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="pricing-cta-title" className="rounded-2xl bg-steel-900 p-8 text-white">
          <h2 id="pricing-cta-title" className="text-2xl font-bold tracking-tight">
            {t('static.pricing.cta.title')}
          </h2>
          <div className="mt-6 [&_a]:w-full sm:[&_a]:w-auto">
            <SellerCta inverse />
          </div>
        </section>
      </div>
    </StaticPage>
  );
}
