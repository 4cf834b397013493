import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { defaultValidUntil, requestEndDay } from '#shared/offers/rules.ts';
import {
  offerFormSchemaFor,
  type CreateOfferFormValues,
  type CreateOfferInput,
  type SellerRequestView,
} from '#shared/seller-market/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useCreateOffer } from '#web/features/offers/api/seller-mutations.ts';
import { usePaymentTerms } from '#web/lib/catalog-queries.ts';
import { useSellerProfile } from '#web/features/account/index.ts';
import { UrgencyBadge } from '#web/components/urgency-badge.tsx';
import { RequestPhotos } from './request-photos.tsx';
import { AttachmentList } from '#web/features/offers/components/attachments/attachment-list.tsx';
import { DocumentPicker } from '#web/components/attachments/document-picker.tsx';
import { useAttachNewOfferDocuments } from '#web/features/offers/api/attachments.ts';
import { MAX_DOCUMENTS_PER_OFFER } from '#shared/attachments/schema.ts';
import { RequestFacts } from './request-facts.tsx';
import { ProposeRelation } from './propose-relation.tsx';
import { KnownPartRelations, RequestQuestions } from '#web/features/requests/index.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { TextareaField } from '#web/components/textarea-field.tsx';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { conditionLabel, paymentTermLabel } from '#web/lib/display-labels.ts';
import { Input } from '#web/components/ui/input.tsx';
import { LabelledControl } from '#web/components/labelled-control.tsx';
import { DELIVERY_UNITS, OFFER_CONDITIONS, deliveryFrom, isDeliveryUnit } from '#shared/offers/delivery.ts';
import { expectedDeliveryDay, timeliness } from '#shared/offers/downtime.ts';
import { formatDay, formatMoney } from '#web/lib/format.ts';
import type { StockMatchView } from '#shared/stock/schema.ts';
import { stockPrefill } from './stock-prefill.ts';
import type { AutoOfferSkipReason } from '#shared/stock/auto-offer.ts';
import { AutoOfferSkipNote } from './auto-offer-skip-note.tsx';
import { colon } from '#web/lib/typography.ts';

interface OfferFormProps {
  /** Issue 31: with the stored match of the seller's stock, the form opens prefilled from it. */
  request: SellerRequestView & { stock?: StockMatchView | null; autoOfferSkip?: AutoOfferSkipReason | null };
  onBack: () => void;
  onCreated: () => void;
}

/** Spec 1 §2 seller offer form; validated by the same schema as POST /seller/offers. */
export function OfferForm({ request, onBack, onCreated }: OfferFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const terms = usePaymentTerms();
  const profile = useSellerProfile();
  const create = useCreateOffer();
  const attachDocuments = useAttachNewOfferDocuments();
  const [documents, setDocuments] = useState<File[]>([]);
  const [documentError, setDocumentError] = useState<string | null>(null);
  // Issue 13: only the terms this seller accepts (settings); all active ones until it chose any.
  const accepted = new Set(profile.data?.paymentTermIds ?? []);
  const allTerms = terms.data?.items ?? [];
  const ownTerms = allTerms.filter((term) => accepted.has(term.id));
  const choices = ownTerms.length > 0 ? ownTerms : allTerms;
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CreateOfferFormValues, unknown, CreateOfferInput>({
    resolver: zodResolver(offerFormSchemaFor(request.endsAt)),
    // Messages as soon as a field is left wrong, not only after the first submit.
    mode: 'onTouched',
    defaultValues: {
      requestId: request.id,
      price: '',
      shippingCost: '0',
      // Weeks stay the default unit (decision 043); 'Tage' and 'ab Lager' are one choice away.
      deliveryUnit: 'weeks',
      deliveryAmount: '',
      ...(request.stock ? stockPrefill(request.stock, request.quantity) : {}),
      // Issue 34: 30 days, but never past the day the request ends.
      validUntil: defaultValidUntil(new Date(), request.endsAt),
      paymentTermsId: '',
      isAlternative: false,
      // Unchecked at first; the schema only accepts `true`, which is the point of the checkbox.
      confirmed: false as unknown as true,
    },
  });

  const endDay = requestEndDay(request.endsAt);
  const unit = useWatch({ control, name: 'deliveryUnit' });
  const amount = useWatch({ control, name: 'deliveryAmount' });
  const inStock = unit === 'stock';
  const lateDay = lateDelivery(request.neededBy, unit, amount);
  const alternative = useWatch({ control, name: 'isAlternative' }) === true;
  const firstChoice = ownTerms[0]?.id;
  useEffect(() => {
    // The seller's first accepted term is preselected once the settings have loaded.
    if (firstChoice && !getValues('paymentTermsId')) setValue('paymentTermsId', firstChoice);
  }, [firstChoice, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const offer = await create.mutateAsync(values);
      toast.success(t('seller.offer.success'));
      // Decision 067: the documents follow the offer; one refused by the server (the form checked
      // type and size already) is reported, the offer stands and the detail view can attach again.
      if (documents.length > 0) {
        try {
          await attachDocuments.mutateAsync({ offerId: offer.id, files: documents });
        } catch (error) {
          const message = isApiError(error) ? localizeMessage(error.message) : t('errors.unexpected');
          toast.error(t('attachments.uploadFailed', { message }));
        }
      }
      onCreated();
    } catch (error) {
      const message = isApiError(error) ? error.message : t('errors.unexpected');
      toast.error(t('seller.toast.error'), { description: t('seller.offer.failed', { message }) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <Button variant="ghost" className="self-start" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('seller.back')}
        </Button>
        <CardTitle as="h2">{t('seller.offer.title')}</CardTitle>
        <CardDescription>
          {request.manufacturer ? `${request.manufacturer} · ` : ''}
          {t('seller.offer.for', { partNumber: request.partNumber, quantity: request.quantity })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section
          aria-label={t('seller.offer.request')}
          className="grid gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm"
          data-testid="offer-request"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t('seller.offer.request')}</span>
            <UrgencyBadge urgency={request.urgency} label={t(`seller.urgency.${request.urgency}`)} />
            <span className="text-muted-foreground">
              {t('seller.col.quantity')}
              {colon()} {request.quantity}
            </span>
            {request.neededBy ? (
              <span className="font-medium" data-testid="offer-needed-by">
                {t('seller.offer.neededBy', { date: formatDay(request.neededBy) })}
              </span>
            ) : null}
          </div>
          <RequestFacts request={request} className="text-muted-foreground" />
          {request.description ? <p className="whitespace-pre-line">{request.description}</p> : null}
          <RequestPhotos requestId={request.id} photoIds={request.photoIds} />
          <AttachmentList kind="request" id={request.id} />
          {/* Issue 30: confirmed cross-references of this part, and the dealer's own knowledge. */}
          <KnownPartRelations path={`/seller/requests/${request.id}/part-relations`} />
          <ProposeRelation request={request} />
        </section>
        {request.stock ? (
          <p
            role="status"
            className="rounded-md bg-success-soft p-3 text-sm text-success"
            data-testid="offer-prefilled"
          >
            {t('stock.prefilled', {
              partNumber: request.stock.partNumber,
              quantity: request.stock.quantity,
              price: formatMoney(request.stock.price),
            })}
          </p>
        ) : null}
        {request.stock && request.autoOfferSkip ? <AutoOfferSkipNote reason={request.autoOfferSkip} /> : null}
        {/* Decision 054: questions answered to all bidders, asked before quoting. */}
        <RequestQuestions path={`/seller/requests/${request.id}/questions`} mode="seller" />
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('seller.offer.price')}
            inputMode="decimal"
            required
            hint={t('seller.offer.priceHint')}
            error={errors.price?.message}
            {...register('price')}
          />
          <FormField
            label={t('seller.offer.shipping')}
            inputMode="decimal"
            required
            error={errors.shippingCost?.message}
            {...register('shippingCost')}
          />
          <LabelledControl
            label={t('seller.offer.delivery')}
            required
            hint={t('seller.offer.deliveryHint')}
            error={
              errors.deliveryAmount?.message ?? errors.deliveryUnit?.message ?? errors.deliveryWeeks?.message
            }
            id={`${id}-delivery`}
          >
            {({ id: amountId, describedBy, invalid }) => (
              <div className="flex gap-2" data-testid="offer-delivery">
                <Input
                  id={amountId}
                  inputMode="numeric"
                  className="w-24"
                  disabled={inStock}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  {...register('deliveryAmount')}
                />
                <NativeSelect
                  aria-label={t('seller.offer.deliveryUnit')}
                  className="flex-1"
                  {...register('deliveryUnit')}
                >
                  {DELIVERY_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {t(`seller.offer.deliveryUnit.${unit}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          </LabelledControl>
          {lateDay && request.neededBy ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-md bg-warning-soft p-3 text-sm text-warning sm:col-span-2"
              data-testid="offer-late-warning"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('seller.offer.lateWarning', {
                date: formatDay(lateDay),
                neededBy: formatDay(request.neededBy),
              })}
            </p>
          ) : null}
          <FormField
            label={t('seller.offer.validUntil')}
            type="date"
            required
            max={endDay ?? undefined}
            hint={endDay ? t('requestFacts.validUntilHint', { date: formatDay(endDay) }) : undefined}
            error={errors.validUntil?.message}
            {...register('validUntil')}
          />
          <FormField
            label={t('seller.offer.warranty')}
            inputMode="numeric"
            error={errors.warrantyMonths?.message}
            {...register('warrantyMonths')}
          />
          <LabelledControl label={t('seller.offer.condition')} error={errors.condition?.message}>
            {({ id: conditionId, describedBy, invalid }) => (
              <NativeSelect
                id={conditionId}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('condition')}
              >
                <option value="">{t('seller.offer.conditionChoose')}</option>
                {OFFER_CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {conditionLabel(c)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledControl>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={`${id}-term`}>
              {t('seller.offer.paymentTerm')}
              <span className="text-destructive" aria-hidden="true">
                {' *'}
              </span>
            </Label>
            <NativeSelect
              id={`${id}-term`}
              aria-invalid={errors.paymentTermsId ? true : undefined}
              {...register('paymentTermsId')}
            >
              <option value="">{t('seller.offer.paymentTermChoose')}</option>
              {choices.map((term) => (
                <option key={term.id} value={term.id}>
                  {paymentTermLabel(term)}
                </option>
              ))}
            </NativeSelect>
            {ownTerms.length === 0 && profile.data ? (
              <p className="text-xs text-muted-foreground">{t('seller.offer.paymentTermsHint')}</p>
            ) : null}
            {errors.paymentTermsId ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {localizeMessage(errors.paymentTermsId.message)}
              </p>
            ) : null}
          </div>
          <TextareaField
            label={t('seller.offer.description')}
            className="sm:col-span-2"
            {...register('description')}
          />
          <TextareaField label={t('seller.offer.notes')} className="sm:col-span-2" {...register('notes')} />
          {/* Issue 30: another part than requested, only where the buyer welcomes alternatives. */}
          {request.alternativesWelcome ? (
            <div className="grid gap-3 rounded-md border p-3 sm:col-span-2 sm:grid-cols-2">
              <label className="flex items-start gap-2 text-sm sm:col-span-2">
                <input type="checkbox" className="mt-1" {...register('isAlternative')} />
                <span>{t('seller.offer.isAlternative')}</span>
              </label>
              {alternative ? (
                <>
                  <FormField
                    label={t('seller.offer.alternativeManufacturer')}
                    required
                    error={localizeMessage(errors.alternativeManufacturer?.message)}
                    {...register('alternativeManufacturer')}
                  />
                  <FormField
                    label={t('seller.offer.alternativePartNumber')}
                    required
                    error={localizeMessage(errors.alternativePartNumber?.message)}
                    {...register('alternativePartNumber')}
                  />
                </>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground sm:col-span-2">{t('seller.offer.noAlternatives')}</p>
          )}
          <div className="sm:col-span-2">
            <DocumentPicker
              files={documents}
              onChange={setDocuments}
              error={documentError}
              onError={setDocumentError}
              max={MAX_DOCUMENTS_PER_OFFER}
              hint={t('attachments.offerHint', { count: MAX_DOCUMENTS_PER_OFFER })}
            />
          </div>
          <div className="grid gap-1 sm:col-span-2">
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1 size-4" {...register('confirmed')} />
              <span>{t('seller.offer.confirm')}</span>
            </label>
            {errors.confirmed ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {localizeMessage(errors.confirmed.message)}
              </p>
            ) : null}
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {isSubmitting ? t('seller.offer.submitting') : t('seller.offer.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * The day the part would arrive when the seller's delivery time (as typed so far) misses the
 * buyer's needed-by day, else null: the warning uses the one rule of src/shared/offers/downtime.ts.
 */
function lateDelivery(neededBy: string | null, unit: unknown, amount: unknown): string | null {
  if (!neededBy || !isDeliveryUnit(unit)) return null;
  const n = unit === 'stock' ? 0 : Number(String(amount ?? '').trim());
  if (!Number.isInteger(n) || n < 0 || (unit !== 'stock' && String(amount ?? '').trim() === '')) return null;
  const offer = { deliveryDays: deliveryFrom(unit, n).days };
  return timeliness(offer, neededBy) === 'late' ? expectedDeliveryDay(offer) : null;
}
