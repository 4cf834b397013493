import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

/**
 * Frame of both order pages (?offerId=…). Without an offer id there is nothing to order, so the
 * user goes back to the dashboard (spec 1 §2, seller order page).
 */
export function OrderPageFrame({ dashboardPath }: { dashboardPath: string }) {
  const { t } = useTranslation();
  usePageMeta(t('order.title'));
  const [searchParams] = useSearchParams();
  const offerId = searchParams.get('offerId');
  if (!offerId) return <Navigate to={dashboardPath} replace />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
        <ShoppingCart className="size-7 text-primary" aria-hidden="true" />
        {t('order.title')}
      </h1>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle as="h2" className="break-all">
            {t('order.offerRef', { offerId })}
          </CardTitle>
          <CardDescription>{t('order.inProgress')}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild variant="outline">
            <Link to={dashboardPath}>
              <ArrowLeft aria-hidden="true" />
              {t('order.backToDashboard')}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
