import { useEffect } from 'react';
import { ArrowLeft, ShoppingCart, TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ErrorCard } from '../../../components/error-card.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useCheckout } from '../api/get-checkout.ts';
import { ORDER_SIDES, type OrderSide } from '../api/side.ts';
import { CheckoutForm } from '../components/checkout-form.tsx';
import { CheckoutSummary } from '../components/checkout-summary.tsx';

export { checkoutTexts as texts } from '../texts.ts';

/** Buyer order page for an offer (/order-processing?offerId=…, spec 1 §2, §5). */
export function OrderProcessingPage() {
  const [searchParams] = useSearchParams();
  const offerId = searchParams.get('offerId');
  if (!offerId) return <Navigate to={ORDER_SIDES.buyer.dashboard} replace />;
  return <OrderProcessing side="buyer" offerId={offerId} />;
}

/** The order page of either side: summary, expiry notice, order form. */
export function OrderProcessing({ offerId, side }: { offerId: string; side: OrderSide }) {
  const { t } = useTranslation();
  usePageMeta(t('checkout.title'));
  const checkout = useCheckout(side, offerId);
  const expired = checkout.data?.expired === true;

  // Spec 1 §5: an expired offer is reported as soon as the page loads.
  useEffect(() => {
    if (expired) toast.error(t('checkout.expiredTitle'), { description: t('checkout.expiredText') });
  }, [expired, t]);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
          <ShoppingCart className="size-7 text-primary" aria-hidden="true" />
          {t('checkout.title')}
        </h1>
        <Button asChild variant="outline">
          <Link to={ORDER_SIDES[side].back}>
            <ArrowLeft aria-hidden="true" />
            {t('checkout.back')}
          </Link>
        </Button>
      </div>
      {checkout.isPending ? (
        <PageSkeleton />
      ) : checkout.isError ? (
        <ErrorCard
          description={isApiError(checkout.error) ? checkout.error.message : t('checkout.loadFailed')}
          onRetry={() => void checkout.refetch()}
        />
      ) : (
        <>
          <CheckoutSummary checkout={checkout.data} />
          {expired ? (
            <Card role="alert" className="border-destructive/40">
              <CardHeader>
                <CardTitle as="h2" className="flex items-center gap-2 text-destructive">
                  <TimerOff className="size-5" aria-hidden="true" />
                  {t('checkout.expiredTitle')}
                </CardTitle>
                <CardDescription>{t('checkout.expiredText')}</CardDescription>
              </CardHeader>
            </Card>
          ) : (
            <CheckoutForm checkout={checkout.data} side={side} />
          )}
        </>
      )}
    </div>
  );
}
