import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
  createRequestInputSchema,
  type CreateRequestFormValues,
  type CreateRequestInput,
} from '#shared/requests/schema.ts';
import { LabelledControl } from '../../../components/labelled-control.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCreateRequest } from '../api/create-request.ts';
import { useBrands } from '../api/list-brands.ts';
import { PhotoPicker } from './photo-picker.tsx';

const PHOTO_MESSAGES: readonly string[] = [IMAGES_ONLY, PHOTO_TOO_LARGE, TOO_MANY_PHOTOS];

const DEFAULTS: CreateRequestFormValues = {
  manufacturer: '',
  partNumber: '',
  quantity: 1,
  description: '',
  urgency: DEFAULT_URGENCY,
};

export function NewRequestTab() {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const brands = useBrands();
  const create = useCreateRequest();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateRequestFormValues, unknown, CreateRequestInput>({
    resolver: zodResolver(createRequestInputSchema),
    defaultValues: DEFAULTS,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await create.mutateAsync({ input, photos });
      toast.success(t('buyer.new.success'));
      reset(DEFAULTS);
      setPhotos([]);
      setSearchParams({ tab: 'requests' }, { replace: true });
    } catch (error) {
      const message = isApiError(error) ? error.message : t('errors.unexpected');
      // Spec 1 §8: a refused photo is an 'Upload-Fehler'; it is also shown under the picker.
      const photoProblem = PHOTO_MESSAGES.includes(message);
      if (photoProblem) setPhotoError(message);
      toast.error(photoProblem ? t('buyer.new.uploadError') : t('buyer.new.failed'), {
        description: message,
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('buyer.new.title')}</CardTitle>
        <CardDescription>{t('buyer.new.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-5 sm:grid-cols-2">
          <LabelledControl
            label={t('buyer.new.manufacturer')}
            error={brands.isError ? t('buyer.new.brandsFailed') : undefined}
          >
            {({ id, describedBy }) => (
              <NativeSelect id={id} aria-describedby={describedBy} {...register('manufacturer')}>
                <option value="">{t('buyer.new.manufacturerNone')}</option>
                {(brands.data?.items ?? []).map((b) => (
                  <option key={b.id} value={b.name}>
                    {b.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledControl>
          <FormField
            label={t('buyer.new.partNumber')}
            required
            error={errors.partNumber?.message}
            {...register('partNumber')}
          />
          <FormField
            label={t('buyer.new.quantity')}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            required
            error={errors.quantity?.message}
            {...register('quantity')}
          />
          <LabelledControl label={t('buyer.new.urgency')} required error={errors.urgency?.message}>
            {({ id, describedBy, invalid }) => (
              <NativeSelect
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...register('urgency')}
              >
                {URGENCIES.map((u) => (
                  <option key={u} value={u}>
                    {t(`buyer.urgency.${u}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabelledControl>
          <LabelledControl
            className="sm:col-span-2"
            label={t('buyer.new.description')}
            error={errors.description?.message}
          >
            {({ id, describedBy }) => (
              <Textarea id={id} aria-describedby={describedBy} rows={4} {...register('description')} />
            )}
          </LabelledControl>
          <div className="sm:col-span-2">
            <PhotoPicker photos={photos} onChange={setPhotos} error={photoError} onError={setPhotoError} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {isSubmitting ? t('buyer.new.submitting') : t('buyer.new.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
