import { useEffect, useState } from 'react';
import { ArrowLeft, PackageCheck, SearchX, ShoppingCart, TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ErrorCard } from '#web/components/error-card.tsx';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { useCheckout } from '#web/features/orders/api/get-checkout.ts';
import { ORDER_SIDES, type OrderSide } from '#web/features/orders/api/side.ts';
import { CheckoutForm } from '#web/features/orders/components/checkout-form.tsx';
import { CheckoutSummary } from '#web/features/orders/components/checkout-summary.tsx';

export { checkoutTexts as texts } from '#web/features/orders/texts.ts';

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
  // Issue 32: the delivery country as entered in the form decides the VAT the summary shows.
  const [deliveryCountry, setDeliveryCountry] = useState<string | undefined>(undefined);

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
      ) : isApiError(checkout.error) && [400, 403, 404].includes(checkout.error.status) ? (
        // Issue 13: an unknown (or foreign) offer id is a clear page with a way back.
        <Card role="alert" data-testid="offer-not-found">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <SearchX className="size-5 text-muted-foreground" aria-hidden="true" />
              {t('checkout.notFoundTitle')}
            </CardTitle>
            <CardDescription>{t('checkout.notFoundText')}</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button asChild>
              <Link to={ORDER_SIDES[side].back}>
                <ArrowLeft aria-hidden="true" />
                {t('checkout.back')}
              </Link>
            </Button>
          </CardFooter>
        </Card>
      ) : isApiError(checkout.error) && checkout.error.status === 409 ? (
        <Card role="status">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <PackageCheck className="size-5 text-primary" aria-hidden="true" />
              {t('checkout.orderedTitle')}
            </CardTitle>
            <CardDescription>{t('checkout.orderedText')}</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button asChild>
              <Link to={ORDER_SIDES[side].done}>{t('checkout.toOrders')}</Link>
            </Button>
          </CardFooter>
        </Card>
      ) : checkout.isError ? (
        <ErrorCard
          description={isApiError(checkout.error) ? checkout.error.message : t('checkout.loadFailed')}
          onRetry={() => void checkout.refetch()}
        />
      ) : (
        <>
          <CheckoutSummary checkout={checkout.data} deliveryCountry={deliveryCountry} />
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
            <CheckoutForm checkout={checkout.data} side={side} onDeliveryCountry={setDeliveryCountry} />
          )}
        </>
      )}
    </div>
  );
}
