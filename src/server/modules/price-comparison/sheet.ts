import type { UiLanguage } from '#shared/constants.ts';
import { formatDate } from '#shared/format/german.ts';
import {
  conditionText,
  deliveryText,
  offerStatusText,
  paymentTermText,
  urgencyText,
  warrantyText,
} from '#shared/i18n/reference.ts';
import { INTL_LOCALES } from '#shared/i18n/languages.ts';
import { deliveryOf } from '#shared/offers/delivery.ts';
import type { BuyerOfferView, BuyerRequestOffers } from '#shared/offers/schema.ts';
import type { PriceComparisonTextKey } from '#shared/i18n/features/price-comparison.de.ts';
import type { OrderOfRequest } from '#server/modules/orders/read.ts';
import { comparisonTexts } from './texts.ts';

/** A cell: text as is, money as a decimal string ('123.45') each format writes its own way. */
export type Cell = { kind: 'text'; value: string } | { kind: 'money'; value: string | null };

export interface SheetColumn {
  key: string;
  label: string;
  money: boolean;
}

export interface ComparisonSheet {
  language: UiLanguage;
  locale: string;
  title: string;
  tagline: string;
  /** The request: label and value, in the order the PDF's head shows them. */
  request: [string, string][];
  /** One line under the head: how the offers are ranked; after an order, which one was ordered. */
  notes: string[];
  columns: SheetColumn[];
  /** One row per offer in the buyer's ranking; `accepted` marks the ordered one. */
  rows: { cells: Cell[]; accepted: boolean }[];
  empty: string;
  generated: string;
}

const text = (value: string | null | undefined): Cell => ({ kind: 'text', value: value ?? '' });
const money = (value: string | null | undefined): Cell => ({ kind: 'money', value: value ?? null });

const MARKS: [keyof BuyerOfferView, PriceComparisonTextKey][] = [
  ['bestPrice', 'priceComparison.bestPrice'],
  ['fastestDelivery', 'priceComparison.fastest'],
  ['bestTotalCost', 'priceComparison.bestTotalCost'],
];

/**
 * The Preisspiegel of a request as the owner sees its offers (issue 34): the rows, ranks and marks
 * are the buyer's offers view (offers/views.ts toBuyerOfferViews) taken as they are, never ranked
 * again. Sellers stay 'Angebot n' until an order; then the ordered offer carries the seller's
 * name and the VAT the order was decided with, as the order view shows them (DESIGN.md §5).
 */
export function comparisonSheet(
  data: BuyerRequestOffers,
  order: OrderOfRequest | null,
  language: UiLanguage,
  now: Date = new Date(),
): ComparisonSheet {
  const t = comparisonTexts(language);
  const locale = INTL_LOCALES[language];
  const { request, offers } = data;
  const byCost = request.downtimeCostPerDay !== null;
  const accepted = order ? offers.find((o) => o.id === order.offerId) : undefined;

  type Column = readonly [string, PriceComparisonTextKey, boolean];
  const columns: Column[] = [
    ['offer', 'priceComparison.offer', false],
    ['part', 'priceComparison.offeredPart', false],
    ['unitPrice', 'priceComparison.unitPrice', true],
    ['price', 'priceComparison.price', true],
    ['shipping', 'priceComparison.shipping', true],
    ['totalNet', 'priceComparison.totalNet', true],
    ['vatRate', 'priceComparison.vatRate', false],
    ['vat', 'priceComparison.vat', true],
    ['totalGross', 'priceComparison.totalGross', true],
    ...(byCost ? [['effectiveCost', 'priceComparison.effectiveCost', true] as const] : []),
    ['delivery', 'priceComparison.delivery', false],
    ['expected', 'priceComparison.expected', false],
    ['condition', 'priceComparison.condition', false],
    ['warranty', 'priceComparison.warranty', false],
    ['paymentTerm', 'priceComparison.paymentTerm', false],
    ['validUntil', 'priceComparison.validUntil', false],
    ['marks', 'priceComparison.marks', false],
    ['status', 'priceComparison.status', false],
    ...(order ? [['seller', 'priceComparison.seller', false] as const] : []),
  ];

  const rows = offers.map((o) => {
    const isOrdered = o.id === order?.offerId;
    const marks = MARKS.filter(([field]) => o[field] === true).map(([, key]) => t(key));
    if (o.alternative) marks.push(t('priceComparison.alternative'));
    if (o.timeliness === 'late') marks.push(t('priceComparison.late'));
    const status = isOrdered
      ? t('priceComparison.ordered')
      : o.status === 'ausstehend' && o.expired
        ? t('priceComparison.expired')
        : offerStatusText(o.status, language);
    const cells: Record<string, Cell> = {
      offer: text(t('priceComparison.offerN', { n: String(o.rank) })),
      part: text(
        o.alternative
          ? `${o.alternative.manufacturer} ${o.alternative.partNumber}`.trim()
          : t('priceComparison.asRequested'),
      ),
      unitPrice: money(o.unitPrice),
      price: money(o.price),
      shipping: money(o.shippingCost),
      totalNet: money(o.total),
      // The VAT is decided at ordering (place of delivery, VAT ID): known only for the ordered offer.
      vatRate: text(isOrdered && order ? `${Number(order.vatPercent).toLocaleString(locale)} %` : ''),
      vat: money(isOrdered ? order?.taxAmount : null),
      totalGross: money(isOrdered ? order?.totalAmount : null),
      effectiveCost: money(o.effectiveCost),
      delivery: text(deliveryText(deliveryOf({ deliveryDays: o.delivery.days, deliveryUnit: o.delivery.unit }), language)),
      expected: text(formatDate(o.expectedDelivery, locale)),
      condition: text(conditionText(o.condition, language)),
      warranty: text(warrantyText(o.warrantyMonths, language)),
      paymentTerm: text(o.paymentTerm ? paymentTermText(o.paymentTerm, language).name : ''),
      validUntil: text(formatDate(o.validUntil, locale)),
      marks: text(marks.join(', ')),
      status: text(status),
      seller: text(isOrdered ? order?.sellerCompany : ''),
    };
    return { cells: columns.map(([key]) => cells[key] ?? text('')), accepted: isOrdered };
  });

  const euro = (v: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(Number(v));
  const notes = [
    byCost
      ? t('priceComparison.rankedByCost', { amount: euro(request.downtimeCostPerDay ?? '0') })
      : t('priceComparison.rankedByPrice'),
    order && accepted
      ? t('priceComparison.orderedWith', {
          label: t('priceComparison.offerN', { n: String(accepted.rank) }),
          seller: order.sellerCompany,
          number: order.orderNumber,
          date: formatDate(order.createdAt, locale),
        })
      : t('priceComparison.anonymousNote'),
  ];

  return {
    language,
    locale,
    title: t('priceComparison.title'),
    tagline: t('priceComparison.tagline'),
    request: [
      // Requests carry no number of their own: the id's first block names it, as on the screen's address.
      [t('priceComparison.request'), request.id.slice(0, 8).toUpperCase()],
      [t('priceComparison.partNumber'), request.partNumber],
      [t('priceComparison.manufacturer'), request.manufacturer ?? ''],
      [t('priceComparison.quantity'), String(request.quantity)],
      [t('priceComparison.urgency'), urgencyText(request.urgency, language)],
      [t('priceComparison.neededBy'), formatDate(request.neededBy, locale)],
      [t('priceComparison.createdAt'), formatDate(request.createdAt, locale)],
      // The owner's own references (issue 34): the sheet is the owner's alone.
      [t('priceComparison.costCentre'), request.costCentre ?? ''],
      [t('priceComparison.machineNumber'), request.machineNumber ?? ''],
      ...(byCost
        ? ([[t('priceComparison.downtimeCost'), euro(request.downtimeCostPerDay ?? '0')]] as [string, string][])
        : []),
    ],
    notes,
    columns: columns.map(([key, label, isMoney]) => ({ key, label: t(label), money: isMoney })),
    rows,
    empty: t('priceComparison.none'),
    generated: t('priceComparison.generated', { date: formatDate(now, locale) }),
  };
}
