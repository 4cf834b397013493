import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { deliveryText } from '#shared/i18n/reference.ts';
import {
  DELIVERY_UNITS,
  deliveryAmount,
  deliveryOf,
  isOfferCondition,
  MAX_DELIVERY_DAYS,
  MAX_DELIVERY_WEEKS,
  MAX_WARRANTY_MONTHS,
  OFFER_CONDITIONS,
  parseConditionText,
  parseDeliveryText,
  parseWarrantyText,
  type Delivery,
  type DeliveryUnit,
  type OfferCondition,
} from './delivery.ts';

/** How every answer (screen, API, webhook) carries an offer's delivery time (decision 043). */
export const deliveryViewSchema = z.object({
  /** null: an old offer whose free text could not be read; its text is in the offer's notes. */
  unit: z.enum(DELIVERY_UNITS).nullable(),
  /** The number the seller chose, in `unit` (0 for 'stock'). */
  amount: z.number().int().nullable(),
  /** What offers are compared by: days until delivery, 0 for 'ab Lager'. */
  days: z.number().int().nullable(),
  /** German, as on the order document: 'ab Lager', '3 Tage', '2 Wochen'. */
  text: text(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;

export const MSG_DELIVERY_REQUIRED = 'Bitte geben Sie eine Lieferzeit an';
export const MSG_DELIVERY_WHOLE = 'Bitte geben Sie die Lieferzeit in ganzen Tagen oder Wochen an';
export const MSG_DELIVERY_MAX = 'Die Lieferzeit darf höchstens ein Jahr (365 Tage bzw. 52 Wochen) betragen';
export const MSG_DELIVERY_TEXT =
  'Die Lieferzeit wurde nicht verstanden: bitte als Zahl mit Einheit („3 Tage“, „2 Wochen“) oder „ab Lager“';
export const MSG_CONDITION =
  'Bitte wählen Sie einen Zustand: neu, Originalteil, überholt oder Austauschteil gegen Altteil';
export const MSG_WARRANTY = 'Bitte geben Sie die Garantie in ganzen Monaten an (0 bis 120)';

/** A whole number from a form field ('', '3') or JSON (3); '' and absent are undefined, junk NaN. */
const wholeNumber = z
  .union([z.number(), text()])
  .optional()
  .transform((v) => {
    if (v === undefined) return undefined;
    if (typeof v === 'number') return v;
    const t = v.trim();
    if (t === '') return undefined;
    return /^\d+$/.test(t) ? Number(t) : Number.NaN;
  });

/**
 * The offer's delivery, condition and warranty fields, shared by the form and the route. The
 * unit and number are the form's; `deliveryWeeks` (free text) is what API clients sent before
 * and is still read when no unit is given (deprecated).
 */
export const offerTermsFields = {
  deliveryUnit: z
    .union([z.enum(DELIVERY_UNITS), z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined)),
  deliveryAmount: wholeNumber,
  deliveryWeeks: text()
    .max(50)
    .optional()
    .meta({ deprecated: true, description: 'Old free text; use deliveryUnit and deliveryAmount.' }),
  condition: text()
    .max(100)
    .optional()
    .transform((v, c) => {
      if (!v || v.trim() === '') return undefined;
      const condition = parseConditionText(v);
      if (condition) return condition;
      c.addIssue({ code: 'custom', message: MSG_CONDITION });
      return z.NEVER;
    })
    .meta({ description: `One of ${OFFER_CONDITIONS.join(', ')}` }),
  warrantyMonths: wholeNumber,
  warranty: text()
    .max(100)
    .optional()
    .meta({ deprecated: true, description: 'Old free text; use warrantyMonths.' }),
};

type TermsInput = {
  deliveryUnit?: DeliveryUnit | undefined;
  deliveryAmount?: number | undefined;
  deliveryWeeks?: string | undefined;
  warrantyMonths?: number | undefined;
  warranty?: string | undefined;
};

/** The delivery an input states, or the German message why not. */
export function deliveryOfInput(v: TermsInput): Delivery | { error: string; path: string } {
  if (v.deliveryUnit === 'stock') return { unit: 'stock', days: 0 };
  if (v.deliveryUnit) {
    const n = v.deliveryAmount;
    if (n === undefined) return { error: MSG_DELIVERY_REQUIRED, path: 'deliveryAmount' };
    if (!Number.isInteger(n) || n < 1) return { error: MSG_DELIVERY_WHOLE, path: 'deliveryAmount' };
    const max = v.deliveryUnit === 'weeks' ? MAX_DELIVERY_WEEKS : MAX_DELIVERY_DAYS;
    if (n > max) return { error: MSG_DELIVERY_MAX, path: 'deliveryAmount' };
    return { unit: v.deliveryUnit, days: v.deliveryUnit === 'weeks' ? n * 7 : n };
  }
  if (v.deliveryWeeks?.trim()) {
    return parseDeliveryText(v.deliveryWeeks) ?? { error: MSG_DELIVERY_TEXT, path: 'deliveryWeeks' };
  }
  return { error: MSG_DELIVERY_REQUIRED, path: 'deliveryUnit' };
}

/** Months of warranty an input states (null: none stated), or the message why not. */
export function warrantyOfInput(v: TermsInput): number | null | { error: string; path: string } {
  const n = v.warrantyMonths;
  if (n !== undefined) {
    return Number.isInteger(n) && n >= 0 && n <= MAX_WARRANTY_MONTHS
      ? n
      : { error: MSG_WARRANTY, path: 'warrantyMonths' };
  }
  if (v.warranty?.trim()) return parseWarrantyText(v.warranty) ?? { error: MSG_WARRANTY, path: 'warranty' };
  return null;
}

/** The object-level check the form and the route share: every message lands on its field. */
export function checkOfferTerms(v: TermsInput, ctx: z.RefinementCtx): void {
  for (const r of [deliveryOfInput(v), warrantyOfInput(v)]) {
    if (r !== null && typeof r === 'object' && 'error' in r)
      ctx.addIssue({ code: 'custom', message: r.error, path: [r.path] });
  }
}

/** The same three values in every view of an offer or order (decision 043). */
export const offerTermsViewFields = {
  delivery: deliveryViewSchema,
  warrantyMonths: z.number().int().nullable(),
  condition: z.enum(OFFER_CONDITIONS).nullable(),
};

/** A stored row's delivery columns → what every answer carries (German text, as documents show). */
export function toDeliveryView(row: {
  deliveryDays: number | null;
  deliveryUnit: string | null;
}): DeliveryView {
  const d = deliveryOf(row);
  return {
    unit: d?.unit ?? null,
    amount: d ? deliveryAmount(d) : null,
    days: d?.days ?? null,
    text: deliveryText(d, 'de'),
  };
}

/** The three values of a stored offer row as every view of it carries them. */
export function toOfferTermsView(row: {
  deliveryDays: number | null;
  deliveryUnit: string | null;
  warrantyMonths: number | null;
  condition: string | null;
}): { delivery: DeliveryView; warrantyMonths: number | null; condition: OfferCondition | null } {
  return {
    delivery: toDeliveryView(row),
    warrantyMonths: row.warrantyMonths,
    condition: isOfferCondition(row.condition) ? row.condition : null,
  };
}

/** The columns a checked input writes; the error only when the input skipped checkOfferTerms. */
export function offerTermsOf(v: TermsInput & { condition?: OfferCondition | undefined }):
  | {
      deliveryDays: number;
      deliveryUnit: DeliveryUnit;
      warrantyMonths: number | null;
      condition: OfferCondition | null;
    }
  | { error: string; path: string } {
  const d = deliveryOfInput(v);
  if ('error' in d) return d;
  const w = warrantyOfInput(v);
  if (w !== null && typeof w === 'object') return w;
  return { deliveryDays: d.days, deliveryUnit: d.unit, warrantyMonths: w, condition: v.condition ?? null };
}
