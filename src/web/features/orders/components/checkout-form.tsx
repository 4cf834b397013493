import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DEFAULT_COUNTRY } from '#shared/constants.ts';
import {
  placeOrderInputSchema,
  type CheckoutView,
  type PlaceOrderFormValues,
  type PlaceOrderInput,
} from '#shared/orders/schema.ts';
import { AddressFields } from '../../../components/address-fields.tsx';
import { LabelledControl } from '../../../components/labelled-control.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { ORDER_SIDES, type OrderSide } from '../api/side.ts';
import { useReferenceTexts } from '../../../lib/reference-texts.ts';

const EMPTY_ADDRESS = { street: '', city: '', zip: '', country: DEFAULT_COUNTRY };

/** Spec 1 §2 order form: payment term, billing and optional shipping address, instructions. */
export function CheckoutForm({ checkout, side }: { checkout: CheckoutView; side: OrderSide }) {
  const { t } = useTranslation();
  const ref = useReferenceTexts();
  const navigate = useNavigate();
  const place = usePlaceOrder(side);
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
      differentShipping: checkout.shippingAddress !== null,
      shippingAddress: checkout.shippingAddress ?? EMPTY_ADDRESS,
      specialInstructions: '',
    },
  });
  const [differentShipping, billingStreet, paymentTermsId] = useWatch({
    control,
    name: ['differentShipping', 'billingAddress.street', 'paymentTermsId'],
  });
  // Spec 1 §2: the submit button stays disabled without billing street or payment term.
  const ready = Boolean(billingStreet?.trim()) && Boolean(paymentTermsId);
  const labels = {
    street: t('checkout.address.street'),
    zip: t('checkout.address.zip'),
    city: t('checkout.address.city'),
    country: t('checkout.address.country'),
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      await place.mutateAsync(input);
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
          <LabelledControl label={t('checkout.payment')} required error={errors.paymentTermsId?.message}>
            {({ id, describedBy, invalid }) => (
              <NativeSelect
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...register('paymentTermsId')}
              >
                <option value="">{t('checkout.paymentChoose')}</option>
                {checkout.paymentTerms.map((p) => (
                  <option key={p.id} value={p.id}>
                    {ref.paymentTerm(p.name)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledControl>
          <AddressFields
            legend={t('checkout.billing')}
            labels={labels}
            field={(key) => register(`billingAddress.${key}`)}
            errors={errors.billingAddress}
          />
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" {...register('differentShipping')} />
            {t('checkout.differentShipping')}
          </label>
          {differentShipping ? (
            <AddressFields
              legend={t('checkout.shippingAddress')}
              labels={labels}
              field={(key) => register(`shippingAddress.${key}`)}
              errors={errors.shippingAddress}
            />
          ) : null}
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
          <p className="text-sm text-muted-foreground">{t('checkout.invoiceNote')}</p>
          <div>
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting || !ready}>
              {isSubmitting ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {isSubmitting ? t('checkout.submitting') : t('checkout.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
