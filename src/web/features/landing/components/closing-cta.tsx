import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';

export function ClosingCta() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
          {t('landing.cta.title')}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-blue-50">{t('landing.cta.text')}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild variant="inverse" size="lg">
            <Link to={paths.buyerSignup}>{t('landing.cta.buyer')}</Link>
          </Button>
          <Button asChild variant="inverseOutline" size="lg">
            <Link to={paths.sellerSignup}>{t('landing.cta.seller')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
