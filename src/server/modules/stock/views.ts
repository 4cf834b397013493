import { toDeliveryView } from '#shared/offers/delivery-schema.ts';
import type { StockLineView } from '#shared/stock/schema.ts';
import type { StockLineRow } from './repository/lines.ts';

/** A stored line as the seller (and the seller's API key) sees it. */
export function toStockLineView(r: StockLineRow): StockLineView {
  return {
    id: r.id,
    partNumber: r.partNumber,
    manufacturer: r.manufacturer,
    quantity: r.quantity,
    price: Number(r.price).toFixed(2),
    delivery: toDeliveryView(r),
    updatedAt: r.updatedAt.toISOString(),
  };
}
