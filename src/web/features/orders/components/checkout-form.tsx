import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';
import { paymentDueDate, paymentMethodOf } from '#shared/orders/payment.ts';
import { germanDatePlusDays } from '#shared/format/german.ts';
import {
  placeOrderInputSchema,
  type CheckoutView,
  type PlaceOrderFormValues,
  type PlaceOrderInput,
} from '#shared/orders/schema.ts';
import { BillingAndShipping } from '#web/components/address-fields.tsx';
import { LegalAcceptance } from '#web/components/legal-acceptance.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { formatDay } from '#web/lib/format.ts';
import { LabelledControl } from '#web/components/labelled-control.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { isPendingApproval, usePlaceOrder } from '#web/features/orders/api/place-order.ts';
import { ORDER_SIDES, type OrderSide } from '#web/features/orders/api/side.ts';
import { paymentTermLabel } from '#web/lib/display-labels.ts';

const EMPTY_ADDRESS = { street: '', city: '', zip: '', country: DEFAULT_COUNTRY };

/**
 * Spec 1 §2 order form: payment term (the offer's, or another its seller accepts — issue 13),
 * billing and optional shipping address, instructions, PO reference, AGB and privacy acceptance.
 */
export function CheckoutForm({
  checkout,
  side,
  onDeliveryCountry,
}: {
  checkout: CheckoutView;
  side: OrderSide;
  /** Issue 32: where the goods go, as entered, so the summary shows the VAT for it. */
  onDeliveryCountry?: (country: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceOrder(side);
  // Decision 070: a requester's order, or one above the purchaser's limit, waits for approval.
  const asksApproval = checkout.approvalRequired;
  const offerTerm = checkout.paymentTerms.some((p) => p.id === checkout.offerPaymentTermsId)
    ? (checkout.offerPaymentTermsId ?? '')
    : '';
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PlaceOrderFormValues, unknown, PlaceOrderInput>({
    resolver: zodResolver(placeOrderInputSchema),
    defaultValues: {
      offerId: checkout.offerId,
      paymentTermsId: offerTerm,
      billingAddress: checkout.billingAddress ?? EMPTY_ADDRESS,
      // Issue 13: starts unticked; the profile's shipping address is ready when ticked.
      differentShipping: false,
      shippingAddress: checkout.shippingAddress ?? EMPTY_ADDRESS,
      specialInstructions: '',
      internalReference: '',
      // Unticked at first; the schema only accepts `true`.
      acceptLegal: false as unknown as true,
    },
    // Issue 13: a message as soon as a field is wrong, not only after the first submit.
    mode: 'onTouched',
  });
  const [differentShipping, billingStreet, paymentTermsId, billingCountry, shippingCountry] = useWatch({
    control,
    name: [
      'differentShipping',
      'billingAddress.street',
      'paymentTermsId',
      'billingAddress.country',
      'shippingAddress.country',
    ],
  });
  const deliveryCountry = (differentShipping ? shippingCountry : billingCountry) ?? '';
  useEffect(() => onDeliveryCountry?.(deliveryCountry), [deliveryCountry, onDeliveryCountry]);
  // Spec 1 §2: the submit button stays disabled without billing street or payment term.
  const ready = Boolean(billingStreet?.trim()) && Boolean(paymentTermsId);
  const chosenTerm = checkout.paymentTerms.find((p) => p.id === paymentTermsId);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await place.mutateAsync(input);
      if (isPendingApproval(result)) {
        // Decision 070: nothing is ordered; the request waits in 'Freigaben'.
        toast.info(t('checkout.pendingApproval'), { description: t('checkout.pendingApprovalText') });
        await navigate(ORDER_SIDES[side].pending, { replace: true });
        return;
      }
      toast.success(t('checkout.success'));
      await navigate(ORDER_SIDES[side].done, { replace: true });
    } catch (error) {
      const message = isApiError(error) ? error.message : t('errors.unexpected');
      toast.error(isApiError(error) && error.title ? error.title : t('checkout.errorTitle'), {
        description: t('checkout.failed', { message }),
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('checkout.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-6">
          <LabelledControl
            label={t('checkout.payment')}
            required
            hint={offerTerm ? t('checkout.paymentOfOffer') : undefined}
            error={errors.paymentTermsId?.message}
          >
            {({ id, describedBy, invalid }) => (
              <NativeSelect
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...register('paymentTermsId')}
              >
                {offerTerm ? null : <option value="">{t('checkout.paymentChoose')}</option>}
                {checkout.paymentTerms.map((p) => (
                  <option key={p.id} value={p.id}>
                    {paymentTermLabel(p)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledControl>
          {chosenTerm ? (
            <dl
              className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm sm:grid-cols-2"
              data-testid="payment-summary"
            >
              <div>
                <dt className="text-muted-foreground">{t('checkout.paymentMethod')}</dt>
                <dd className="font-medium">{t(`checkout.method.${paymentMethodOf(chosenTerm)}`)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('checkout.dueDate')}</dt>
                <dd className="font-medium">{formatDay(paymentDueDate(chosenTerm))}</dd>
              </div>
              {chosenTerm.skontoPercent && chosenTerm.skontoDays ? (
                // Decision 072: the rate and last day; the amount follows on the order (VAT by address).
                <div className="sm:col-span-2" data-testid="checkout-skonto">
                  <dt className="text-muted-foreground">{t('terms.skonto')}</dt>
                  <dd className="font-medium">
                    {t('terms.skontoCheckout', {
                      percent: new Intl.NumberFormat(i18n.language).format(chosenTerm.skontoPercent),
                      date: formatDay(germanDatePlusDays(chosenTerm.skontoDays)),
                    })}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <BillingAndShipping
            legends={{
              billing: t('checkout.billing'),
              toggle: t('checkout.differentShipping'),
              shipping: t('checkout.shippingAddress'),
            }}
            texts="checkout.address"
            field={(address, key) => register(`${address}.${key}`)}
            errors={errors}
            shippingToggle={register('differentShipping')}
            withShipping={Boolean(differentShipping)}
          />
          <LabelledControl
            label={t('checkout.instructions')}
            hint={t('checkout.instructionsHint')}
            error={errors.specialInstructions?.message}
          >
            {({ id, describedBy }) => (
              <Textarea
                id={id}
                aria-describedby={describedBy}
                rows={3}
                {...register('specialInstructions')}
              />
            )}
          </LabelledControl>
          <FormField
            label={t('checkout.poReference')}
            hint={t('checkout.poReferenceHint')}
            maxLength={100}
            error={errors.internalReference?.message}
            {...register('internalReference')}
          />
          <LegalAcceptance field={register('acceptLegal')} error={errors.acceptLegal?.message} />
          <p className="text-sm text-muted-foreground">{t('checkout.invoiceNote')}</p>
          {asksApproval ? (
            <p
              className="rounded-md border border-warning/40 bg-warning-soft p-3 text-sm"
              data-testid="approval-hint"
            >
              {t('checkout.approvalHint')}
            </p>
          ) : null}
          <div>
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting || !ready}>
              {isSubmitting ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {isSubmitting
                ? t('checkout.submitting')
                : t(asksApproval ? 'checkout.submitForApproval' : 'checkout.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
