import { z } from 'zod';
import { assignedFilterSchema, memberRefSchema } from '#shared/teams/assignment.ts';
import { text } from '#shared/common/text.ts';
import {
  DEFAULT_URGENCY,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_REQUEST,
  REQUEST_STATUSES,
  URGENCIES,
} from '#shared/constants.ts';
import { paginationQuerySchema, updatedSinceQuery } from '#shared/common/pagination.ts';
import { requestWideningViewSchema } from './widening.ts';
import { DEFAULT_REQUEST_DURATION_DAYS, REQUEST_DURATIONS_DAYS } from './transitions.ts';
import { calendarDay } from '#shared/common/dates.ts';
import { germanDay } from '#shared/format/german.ts';
import { decimal } from '#shared/money/decimal-input.ts';
import { partKey } from '#shared/catalog/part-number.ts';

export const PART_NUMBER_REQUIRED = 'Bitte geben Sie eine Teilenummer ein';
export const TOO_MANY_PHOTOS = 'Maximal 5 Fotos erlaubt';
export const IMAGES_ONLY = 'Nur Bilddateien (JPEG, PNG, WebP oder GIF) sind erlaubt';
export const DURATION_INVALID = 'Bitte wählen Sie eine Laufzeit von 7, 14, 30 oder 60 Tagen';
export const PHOTO_TOO_LARGE = 'Ein Foto darf höchstens 10 MB groß sein';
export const NEEDED_BY_PAST = 'Das Datum „Benötigt bis“ darf nicht in der Vergangenheit liegen';
export const DOWNTIME_COST_INVALID = 'Bitte geben Sie die Stillstandskosten pro Tag als positiven Betrag ein';

/** An optional form field: the empty string the browser sends means "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const PART_NUMBER_NO_CHARACTERS = 'Die Teilenummer muss Buchstaben oder Ziffern enthalten';
export const SECOND_NUMBER_SAME = 'Die zweite Nummer ist dieselbe wie die erste';

/** A form's checkbox arrives as a boolean, a multipart field as 'true' or 'false'. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])], 'Bitte wählen Sie Ja oder Nein')
  .transform((v) => v === true || v === 'true');

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const COST_CENTRE_MAX = 50;
export const MACHINE_NUMBER_MAX = 100;

/** Spec 1 §5 new request; the same schema validates the form and the multipart fields. */
export const createRequestInputSchema = z
  .object({
    manufacturer: optionalText(200),
    partNumber: text()
      .trim()
      .min(1, PART_NUMBER_REQUIRED)
      .max(200)
      .refine((v) => partKey(v) !== '', PART_NUMBER_NO_CHARACTERS),
    /**
     * Issue 30: the same part's other number from the nameplate (type code beside material
     * number, e.g. 'A10VSO 45 DFR1/31R-PPA12N00' and 'R902400215'). Both are matched.
     */
    secondPartNumber: optionalText(200).refine(
      (v) => v === undefined || partKey(v) !== '',
      PART_NUMBER_NO_CHARACTERS,
    ),
    /** Whether sellers may offer an alternative part (issue 30); default yes. */
    alternativesWelcome: formBoolean.default(true),
    quantity: z.coerce
      .number('Bitte geben Sie eine gültige Menge ein')
      .int('Bitte geben Sie eine ganze Zahl ein')
      .min(1, 'Die Menge muss mindestens 1 sein')
      .max(1_000_000)
      .default(1),
    description: optionalText(5000),
    urgency: z.enum(URGENCIES, 'Bitte wählen Sie eine Dringlichkeit').default(DEFAULT_URGENCY),
    /** How long the request stays open to sellers (issue 14). */
    durationDays: z.coerce
      .number()
      .refine((n) => (REQUEST_DURATIONS_DAYS as readonly number[]).includes(n), DURATION_INVALID)
      .default(DEFAULT_REQUEST_DURATION_DAYS),
    /** Issue 31: the day the part is needed by (sellers see it); today or later. */
    neededBy: z.preprocess(
      blankToUndefined,
      calendarDay()
        .refine((d) => d >= germanDay(), NEEDED_BY_PAST)
        .optional(),
    ),
    /** Issue 34: the buyer's internal cost centre and machine number; never shown to sellers before the order. */
    costCentre: text()
      .trim()
      .max(COST_CENTRE_MAX, `Die Kostenstelle darf höchstens ${COST_CENTRE_MAX} Zeichen lang sein`)
      .optional()
      .transform((v) => (v ? v : undefined)),
    machineNumber: text()
      .trim()
      .max(MACHINE_NUMBER_MAX, `Die Maschinennummer darf höchstens ${MACHINE_NUMBER_MAX} Zeichen lang sein`)
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** Issue 31: what a day of standstill costs, net in euros; the buyer's alone, never a seller's. */
    downtimeCostPerDay: z.preprocess(
      blankToUndefined,
      decimal(DOWNTIME_COST_INVALID)
        .pipe(z.number().gt(0, DOWNTIME_COST_INVALID).lt(10_000_000_000, DOWNTIME_COST_INVALID))
        .optional(),
    ),
  })
  .refine((v) => !v.secondPartNumber || partKey(v.secondPartNumber) !== partKey(v.partNumber), {
    message: SECOND_NUMBER_SAME,
    path: ['secondPartNumber'],
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

export const REQUEST_LIST_STATES = ['open', 'ordered', 'all'] as const;

export const buyerRequestListQuerySchema = z.object({
  search: text().trim().max(200).optional(),
  urgency: z.enum(URGENCIES).optional(),
  offers: z.enum(['with', 'without']).optional(),
  /** Issue 34: open (no order yet, spec 1 §4's list), ordered, or all of the owner's requests. */
  state: z.enum(REQUEST_LIST_STATES).default('open'),
  sort: z.enum(REQUEST_SORTS).default('newest'),
  /** Issue 37 (decision 071): 'Mir zugewiesen' — only the requests assigned to the caller. */
  assigned: assignedFilterSchema,
  ...paginationQuerySchema,
  ...updatedSinceQuery,
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
  secondPartNumber: text().nullable(),
  alternativesWelcome: z.boolean(),
  quantity: z.number().int(),
  description: text().nullable(),
  urgency: z.enum(URGENCIES),
  status: z.enum(REQUEST_STATUSES),
  offerCount: z.number().int(),
  /** Sellers who answered 'Kann ich nicht liefern' (issue 30); anonymous. */
  declineCount: z.number().int(),
  /** Issue 34: an order exists for it (the list shows ordered requests only when asked). */
  ordered: z.boolean(),
  /** Decision 070: an order on it waits for approval ('Freigabe ausstehend'); the company's own view. */
  approvalPending: z.boolean(),
  photos: z.array(requestPhotoViewSchema),
  createdAt: text(),
  expiresAt: z.string().nullable(),
  /** Issue 31: the needed-by day and the buyer's own downtime cost per day (net, '2000.00'). */
  neededBy: z.string().nullable(),
  downtimeCostPerDay: text().nullable(),
  /** Issue 34: the owner's internal cost centre and machine number. */
  costCentre: text().nullable(),
  machineNumber: text().nullable(),
  closedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
  /** Widening in rings (decision 053): the ring reached (0: none) and the timeline's lines. */
  widenedRing: z.number().int(),
  widenings: z.array(requestWideningViewSchema),
  /** Issue 37 (decision 071): the colleague who created it and the one it is assigned to. */
  createdBy: memberRefSchema.nullable(),
  assignee: memberRefSchema.nullable(),
});
export type BuyerRequestView = z.infer<typeof buyerRequestViewSchema>;

export const CLOSE_REASON_MAX = 1000;
export const REQUEST_CANCEL_REASON_REQUIRED = 'Bitte geben Sie einen Grund für die Stornierung an';

/** Closing needs no reason (it may be given); cancelling requires one. */
export const closeRequestInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CLOSE_REASON_MAX)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export const cancelRequestInputSchema = z.object({
  reason: z
    .string(REQUEST_CANCEL_REASON_REQUIRED)
    .trim()
    .min(1, REQUEST_CANCEL_REASON_REQUIRED)
    .max(CLOSE_REASON_MAX),
});

/** Issue 30: a buyer is told of their own requests for the same part in this many days. */
export const SAME_PART_WINDOW_DAYS = 30;

/** The numbers the form holds; an empty or sign-only number matches nothing. */
export const samePartQuerySchema = z.object({
  partNumber: text().trim().max(200).optional(),
  secondPartNumber: text().trim().max(200).optional(),
  /** The request being looked at, left out of its own hint. */
  exclude: z.uuid().optional(),
});
export type SamePartQuery = z.infer<typeof samePartQuerySchema>;

export const samePartRequestSchema = z.object({
  id: z.uuid(),
  manufacturer: text().nullable(),
  partNumber: text(),
  secondPartNumber: text().nullable(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: text(),
});
export const samePartAnswerSchema = z.object({ items: z.array(samePartRequestSchema) });
export type SamePartAnswer = z.infer<typeof samePartAnswerSchema>;
