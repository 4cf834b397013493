import { germanDatePlusDays } from '#shared/format/german.ts';

/**
 * The order's payment (issue 13): the method follows from the chosen term, so an order and its
 * document never show 'Vorkasse' beside 'Kauf auf Rechnung'. A term of 0 days is prepayment,
 * every other term is purchase on account; the due date is the order day in Germany plus the
 * term's days.
 */
export type PaymentMethod = 'vorkasse' | 'rechnung';

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  vorkasse: 'Vorkasse',
  rechnung: 'Kauf auf Rechnung',
};

export function paymentMethodOf(term: { days: number }): PaymentMethod {
  return term.days === 0 ? 'vorkasse' : 'rechnung';
}

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}

export function paymentDueDate(term: { days: number }, orderedAt: Date = new Date()): string {
  return germanDatePlusDays(term.days, orderedAt);
}

/**
 * The terms a buyer may choose for an offer: those its seller accepts, always including the
 * offer's own term; the offer's term comes first and is the default.
 */
export function orderableTerms<T extends { id: string; days: number }>(
  offerTermId: string | null,
  sellerTerms: readonly T[],
  offerTerm: T | undefined,
): T[] {
  const rest = sellerTerms.filter((t) => t.id !== offerTermId);
  return offerTerm ? [offerTerm, ...rest] : [...rest];
}
