import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { DEFAULT_URGENCY, URGENCIES } from '#shared/constants.ts';
import {
  IMAGES_ONLY,
  PHOTO_TOO_LARGE,
  TOO_MANY_PHOTOS,
  COST_CENTRE_MAX,
  createRequestInputSchema,
  MACHINE_NUMBER_MAX,
  type CreateRequestFormValues,
  type CreateRequestInput,
} from '#shared/requests/schema.ts';
import { LabelledControl } from '#web/components/labelled-control.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { DEFAULT_REQUEST_DURATION_DAYS, REQUEST_DURATIONS_DAYS } from '#shared/requests/transitions.ts';
import { UploadProgress } from '#web/components/ui/upload-progress.tsx';
import { isAbortError, isApiError, type UploadProgress as Progress } from '#web/lib/api-client.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { DocumentPicker } from '#web/components/attachments/document-picker.tsx';
import { DOCUMENT_MESSAGES, MAX_DOCUMENTS_PER_REQUEST } from '#shared/attachments/schema.ts';
import { localizeMessage } from '#web/lib/validation-texts.ts';
import { SamePartHint } from './same-part-hint.tsx';
import { useBrands } from '#web/lib/catalog-queries.ts';
import { OWN_REQUESTS_BASE, type OwnerSide } from '#web/features/requests/api/keys.ts';
import { useCreateRequest } from '#web/features/requests/api/create-request.ts';

const PHOTO_MESSAGES: readonly string[] = [IMAGES_ONLY, PHOTO_TOO_LARGE, TOO_MANY_PHOTOS];

const DEFAULTS: CreateRequestFormValues = {
  manufacturer: '',
  partNumber: '',
  secondPartNumber: '',
  alternativesWelcome: true,
  quantity: 1,
  description: '',
  urgency: DEFAULT_URGENCY,
  durationDays: DEFAULT_REQUEST_DURATION_DAYS,
  neededBy: '',
  downtimeCostPerDay: '',
  costCentre: '',
  machineNumber: '',
};

/**
 * Spec 1 §2 Neue Anfrage, the same form for buyers and for sellers acting as buyers.
 * `side`: whose own requests (the buyer's, or a seller's acting as buyer), whose list is refreshed
 * after creation; `listTab` is the dashboard tab shown afterwards.
 */
export function NewRequestForm({ side, listTab }: { side: OwnerSide; listTab: string }) {
  const endpoint = OWN_REQUESTS_BASE[side];
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const brands = useBrands();
  const create = useCreateRequest(side);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [documents, setDocuments] = useState<File[]>([]);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [upload, setUpload] = useState<AbortController | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateRequestFormValues, unknown, CreateRequestInput>({
    resolver: zodResolver(createRequestInputSchema),
    defaultValues: DEFAULTS,
  });

  const [partNumber, secondPartNumber] = useWatch({ control, name: ['partNumber', 'secondPartNumber'] });

  const onSubmit = handleSubmit(async (input) => {
    const controller = new AbortController();
    setUpload(controller);
    try {
      await create.mutateAsync({
        input,
        photos,
        documents,
        onProgress: setProgress,
        signal: controller.signal,
      });
      toast.success(t('requestForm.success'));
      reset(DEFAULTS);
      setPhotos([]);
      setDocuments([]);
      setSearchParams({ tab: listTab }, { replace: true });
    } catch (error) {
      // Cancelled by the reader: nothing was created, the form keeps what was entered.
      if (isAbortError(error)) return void toast.info(t('upload.cancelled'));
      const message = isApiError(error) ? error.message : t('errors.unexpected');
      // Spec 1 §8: a refused photo is an 'Upload-Fehler'; it is also shown under the picker.
      const photoProblem = PHOTO_MESSAGES.includes(message);
      if (photoProblem) setPhotoError(message);
      // Decision 067: a refused PDF is named under the document picker; the form keeps the rest.
      const documentProblem = DOCUMENT_MESSAGES.includes(message);
      if (documentProblem) setDocumentError(message);
      toast.error(photoProblem || documentProblem ? t('requestForm.uploadError') : t('requestForm.failed'), {
        description: localizeMessage(message),
      });
    } finally {
      setUpload(null);
      setProgress(null);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('requestForm.title')}</CardTitle>
        <CardDescription>{t('requestForm.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-5 sm:grid-cols-2">
          <LabelledControl
            label={t('requestForm.manufacturer')}
            error={brands.isError ? t('requestForm.brandsFailed') : undefined}
          >
            {({ id, describedBy }) => (
              <NativeSelect id={id} aria-describedby={describedBy} {...register('manufacturer')}>
                <option value="">{t('requestForm.manufacturerNone')}</option>
                {(brands.data?.items ?? []).map((b) => (
                  <option key={b.id} value={b.name}>
                    {b.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledControl>
          <FormField
            label={t('requestForm.partNumber')}
            required
            error={errors.partNumber?.message}
            {...register('partNumber')}
          />
          <FormField
            label={t('requestForm.secondPartNumber')}
            hint={t('requestForm.secondPartNumberHint')}
            error={errors.secondPartNumber?.message}
            {...register('secondPartNumber')}
          />
          <div className="sm:col-span-2">
            <SamePartHint
              endpoint={endpoint}
              listTab={listTab}
              partNumber={partNumber ?? ''}
              secondPartNumber={secondPartNumber}
            />
          </div>
          <FormField
            label={t('requestForm.quantity')}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            required
            error={errors.quantity?.message}
            {...register('quantity')}
          />
          <LabelledControl label={t('requestForm.urgency')} required error={errors.urgency?.message}>
            {({ id, describedBy, invalid }) => (
              <NativeSelect
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...register('urgency')}
              >
                {URGENCIES.map((u) => (
                  <option key={u} value={u}>
                    {t(`requestForm.urgency.${u}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledControl>
          <LabelledControl label={t('requestForm.duration')} error={errors.durationDays?.message}>
            {({ id, describedBy, invalid }) => (
              <NativeSelect
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...register('durationDays')}
              >
                {REQUEST_DURATIONS_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {t('requestForm.duration.days', { count: d })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledControl>
          <FormField
            label={t('requestForm.neededBy')}
            type="date"
            hint={t('requestForm.neededByHint')}
            error={errors.neededBy?.message}
            {...register('neededBy')}
          />
          <FormField
            label={t('requestForm.downtimeCost')}
            inputMode="decimal"
            hint={t('requestForm.downtimeCostHint')}
            error={errors.downtimeCostPerDay?.message}
            {...register('downtimeCostPerDay')}
          />
          {/* Issue 34: the buyer's own references; sellers never see them before the order. */}
          <FormField
            label={t('requestForm.costCentre')}
            hint={t('requestForm.internalHint')}
            maxLength={COST_CENTRE_MAX}
            error={errors.costCentre?.message}
            {...register('costCentre')}
          />
          <FormField
            label={t('requestForm.machineNumber')}
            hint={t('requestForm.internalHint')}
            maxLength={MACHINE_NUMBER_MAX}
            error={errors.machineNumber?.message}
            {...register('machineNumber')}
          />
          <LabelledControl
            className="sm:col-span-2"
            label={t('requestForm.description')}
            error={errors.description?.message}
          >
            {({ id, describedBy }) => (
              <Textarea id={id} aria-describedby={describedBy} rows={4} {...register('description')} />
            )}
          </LabelledControl>
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="mt-1" {...register('alternativesWelcome')} />
            <span>
              <span className="font-medium">{t('requestForm.alternativesWelcome')}</span>
              <span className="block text-muted-foreground">{t('requestForm.alternativesWelcomeHint')}</span>
            </span>
          </label>
          <div className="sm:col-span-2">
            <PhotoPicker photos={photos} onChange={setPhotos} error={photoError} onError={setPhotoError} />
          </div>
          <div className="sm:col-span-2">
            <DocumentPicker
              files={documents}
              onChange={setDocuments}
              error={documentError}
              onError={setDocumentError}
              max={MAX_DOCUMENTS_PER_REQUEST}
              hint={t('attachments.requestHint', { count: MAX_DOCUMENTS_PER_REQUEST })}
            />
          </div>
          {isSubmitting ? (
            <div className="sm:col-span-2">
              <UploadProgress
                label={t('requestForm.uploading')}
                progress={progress}
                onCancel={() => upload?.abort()}
              />
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {isSubmitting ? t('requestForm.submitting') : t('requestForm.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
