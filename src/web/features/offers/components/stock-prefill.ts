import type { StockMatchView } from '#shared/stock/schema.ts';

/**
 * Issue 31: the offer form's values from a stock match — the offer's price is for the whole
 * requested quantity (spec 1 §3), so the line's net price per piece times the quantity, in the
 * form's German notation; the line's delivery time as the offer's value (decision 043). The
 * payment term and validity keep the form's defaults (the seller's first accepted term, 30 days).
 */
export function stockPrefill(stock: StockMatchView, quantity: number) {
  const cents = Math.round(Number(stock.price) * 100) * quantity;
  return {
    price: `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`,
    deliveryUnit: stock.delivery.unit ?? 'weeks',
    deliveryAmount: stock.delivery.unit === 'stock' ? '' : String(stock.delivery.amount ?? ''),
  } as const;
}
