import { ArrowRightLeft, CheckCircle2, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SELLER_TRIAL_DAYS } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { PlanCard } from '#web/features/static-pages/components/plan-card.tsx';
import { SellerCta } from '#web/features/static-pages/components/seller-cta.tsx';
import { StaticPage } from '#web/features/static-pages/components/static-page.tsx';

export { staticPagesTexts as texts } from '#web/features/static-pages/texts.ts';

const BENEFITS = [1, 2, 3, 4] as const;
const STEPS = [1, 2, 3, 4] as const;

/** Spec 2 §2: benefits, distributor-to-distributor trading, four steps, price card, 14-day trial, CTAs. */
export function SellerExplanationPage() {
  const { t } = useTranslation();
  const days = SELLER_TRIAL_DAYS;
  return (
    <StaticPage title={t('static.seller.title')} lead={t('static.seller.lead', { days })} wide>
      <div className="grid gap-16">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.sellerSignup}>{t('static.cta.trial', { days })}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.pricing}>{t('footer.pricing')}</Link>
          </Button>
        </div>

        <div className="grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="seller-benefits-title">
            <h2 id="seller-benefits-title" className="text-2xl font-bold tracking-tight">
              {t('static.seller.benefits.title')}
            </h2>
            <ul className="mt-6 grid gap-4">
              {BENEFITS.map((n) => (
                <li key={n} className="flex items-start gap-3">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  <span>{t(`static.seller.benefit.${n}`)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="d2d-title"
            className="rounded-xl border border-border bg-primary-soft p-6 text-foreground"
          >
            <ArrowRightLeft className="size-8 text-primary" aria-hidden="true" />
            <h2 id="d2d-title" className="mt-3 text-xl font-semibold">
              {t('static.seller.d2d.title')}
            </h2>
            <p className="mt-2 leading-relaxed">{t('static.seller.d2d.text')}</p>
          </section>
        </div>

        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-2xl font-bold tracking-tight">
            {t('static.seller.steps.title')}
          </h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((n) => (
              <li key={n} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                  <span className="sr-only">{t('static.seller.step', { n })}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`static.seller.step.${n}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                  {t(`static.seller.step.${n}.text`, { days })}
                </p>
              </li>
            ))}
          </ol>
        </section>

        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,28rem)_1fr]">
          <PlanCard headingId="seller-plan-title" />
          <section aria-labelledby="trial-title" className="rounded-xl bg-success-soft p-6">
            <Gift className="size-8 text-success" aria-hidden="true" />
            <h2 id="trial-title" className="mt-3 text-xl font-semibold text-foreground">
              {t('static.seller.trial.title', { days })}
            </h2>
            <p className="mt-2 leading-relaxed text-foreground">{t('static.seller.trial.text')}</p>
            <div className="mt-6">
              <SellerCta />
            </div>
          </section>
        </div>
      </div>
    </StaticPage>
  );
}
