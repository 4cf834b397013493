/**
 * Spec 2 §4: the spec's German order statuses. Results and filters use these (issue 15); the
 * older stored values (pending_seller_confirmation, shipped, …) are mapped by orderStatusKey.
 */
export const ORDER_STATUS_KEYS = [
  'uebermittelt',
  'bestaetigt',
  'versendet',
  'geliefert',
  'storniert',
  'unbekannt',
] as const;
export type OrderStatusLabelKey = (typeof ORDER_STATUS_KEYS)[number];

export function orderStatusKey(status: string | null | undefined): OrderStatusLabelKey {
  switch (status ?? '') {
    case '':
    case 'uebermittelt':
    case 'pending_seller_confirmation':
    case 'offen':
    case 'pending':
      return 'uebermittelt';
    case 'bestaetigt':
      return 'bestaetigt';
    case 'versendet':
    case 'shipped':
      return 'versendet';
    case 'geliefert':
    case 'delivered':
      return 'geliefert';
    case 'storniert':
      return 'storniert';
    default:
      return 'unbekannt';
  }
}

export const ORDER_STATUS_LABELS: Record<OrderStatusLabelKey, string> = {
  uebermittelt: 'Übermittelt',
  bestaetigt: 'Bestätigt',
  versendet: 'Versendet',
  geliefert: 'Geliefert',
  storniert: 'Storniert',
  unbekannt: 'Unbekannt',
};

/** Stored statuses that each filter value stands for (admin/seller status filters). */
export const STORED_STATUSES_BY_KEY: Record<
  'uebermittelt' | 'bestaetigt' | 'versendet' | 'geliefert' | 'storniert',
  string[]
> = {
  uebermittelt: ['uebermittelt', 'pending_seller_confirmation', 'offen', 'pending'],
  bestaetigt: ['bestaetigt'],
  storniert: ['storniert'],
  versendet: ['versendet', 'shipped'],
  geliefert: ['geliefert', 'delivered'],
};
