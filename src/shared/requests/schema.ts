import { z } from 'zod';
import { text } from '../common/text.ts';
import {
  DEFAULT_URGENCY,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_REQUEST,
  REQUEST_STATUSES,
  URGENCIES,
} from '../constants.ts';
import { paginationQuerySchema } from '../common/pagination.ts';

export const PART_NUMBER_REQUIRED = 'Bitte geben Sie eine Teilenummer ein';
export const TOO_MANY_PHOTOS = 'Maximal 5 Fotos erlaubt';
export const IMAGES_ONLY = 'Nur Bilddateien (JPEG, PNG, WebP oder GIF) sind erlaubt';
export const PHOTO_TOO_LARGE = 'Ein Foto darf höchstens 10 MB groß sein';

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Spec 1 §5 new request; the same schema validates the form and the multipart fields. */
export const createRequestInputSchema = z.object({
  manufacturer: optionalText(200),
  partNumber: text().trim().min(1, PART_NUMBER_REQUIRED).max(200),
  quantity: z.coerce
    .number('Bitte geben Sie eine gültige Menge ein')
    .int('Bitte geben Sie eine ganze Zahl ein')
    .min(1, 'Die Menge muss mindestens 1 sein')
    .max(1_000_000)
    .default(1),
  description: optionalText(5000),
  urgency: z.enum(URGENCIES, 'Bitte wählen Sie eine Dringlichkeit').default(DEFAULT_URGENCY),
});
export type CreateRequestInput = z.infer<typeof createRequestInputSchema>;
export type CreateRequestFormValues = z.input<typeof createRequestInputSchema>;

/** The photo rules the browser checks before sending; the server checks content again. */
export const PHOTO_RULES = {
  maxCount: MAX_PHOTOS_PER_REQUEST,
  maxBytes: MAX_PHOTO_BYTES,
  accept: 'image/jpeg,image/png,image/webp,image/gif',
} as const;

export const REQUEST_SORTS = ['newest', 'oldest', 'urgency', 'offers'] as const;

export const buyerRequestListQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  urgency: z.enum(URGENCIES).optional(),
  offers: z.enum(['with', 'without']).optional(),
  sort: z.enum(REQUEST_SORTS).default('newest'),
  ...paginationQuerySchema,
});
export type BuyerRequestListQuery = z.infer<typeof buyerRequestListQuerySchema>;

export const requestPhotoViewSchema = z.object({
  id: z.uuid(),
  fileName: text(),
  url: text(),
});

export const buyerRequestViewSchema = z.object({
  id: z.uuid(),
  manufacturer: text().nullable(),
  partNumber: text(),
  quantity: z.number().int(),
  description: text().nullable(),
  urgency: z.enum(URGENCIES),
  status: z.enum(REQUEST_STATUSES),
  offerCount: z.number().int(),
  photos: z.array(requestPhotoViewSchema),
  createdAt: text(),
});
export type BuyerRequestView = z.infer<typeof buyerRequestViewSchema>;
