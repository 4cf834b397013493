import { ShoppingCart, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_PHOTOS_PER_REQUEST } from '#shared/constants.ts';

interface Step {
  title: string;
  text: string;
}

function StepList({ title, icon: Icon, steps }: { title: string; icon: typeof Store; steps: Step[] }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <h3 className="flex items-center gap-3 text-xl font-semibold">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {title}
      </h3>
      <ol className="mt-6 space-y-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-primary text-sm font-bold text-primary"
            >
              {index + 1}
            </span>
            <div>
              <h4 className="font-semibold">
                <span className="sr-only">{t('landing.how.step', { n: index + 1 })}: </span>
                {step.title}
              </h4>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Spec 1 §2: four steps for buyers and four for sellers. */
export function HowItWorks() {
  const { t } = useTranslation();
  const buyerSteps: Step[] = [
    { title: t('landing.how.buyer.1.title'), text: t('landing.how.buyer.1.text') },
    {
      title: t('landing.how.buyer.2.title'),
      text: t('landing.how.buyer.2.text', { count: MAX_PHOTOS_PER_REQUEST }),
    },
    { title: t('landing.how.buyer.3.title'), text: t('landing.how.buyer.3.text') },
    { title: t('landing.how.buyer.4.title'), text: t('landing.how.buyer.4.text') },
  ];
  const sellerSteps: Step[] = [
    { title: t('landing.how.seller.1.title'), text: t('landing.how.seller.1.text') },
    { title: t('landing.how.seller.2.title'), text: t('landing.how.seller.2.text') },
    { title: t('landing.how.seller.3.title'), text: t('landing.how.seller.3.text') },
    { title: t('landing.how.seller.4.title'), text: t('landing.how.seller.4.text') },
  ];

  return (
    <section aria-labelledby="how-title" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight">
          {t('landing.how.title')}
        </h2>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <StepList title={t('landing.how.buyers')} icon={ShoppingCart} steps={buyerSteps} />
          <StepList title={t('landing.how.sellers')} icon={Store} steps={sellerSteps} />
        </div>
      </div>
    </section>
  );
}
