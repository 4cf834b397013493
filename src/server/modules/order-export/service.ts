import type { Page } from '#shared/common/pagination.ts';
import { MAX_PAGE_SIZE } from '#shared/constants.ts';
import { germanExcelCsv } from '#shared/csv/german-excel.ts';
import type { BuyerOrderView, OrderListQuery, ReceivedOrderView } from '#shared/orders/schema.ts';
import type { Ctx } from '#server/ctx.ts';
import { listOwnOrders, listReceivedOrders } from '#server/modules/orders/read.ts';
import { exportHeader, exportRow } from './columns.ts';

/** At most this many orders per file: more is a filter's job (the last line says so). */
export const EXPORT_MAX_ORDERS = 5000;

export type ExportFilter = Omit<OrderListQuery, 'page' | 'pageSize'>;

export function cappedMessage(total: number): string {
  return `Nur die ersten ${EXPORT_MAX_ORDERS.toLocaleString('de-DE')} von ${total.toLocaleString('de-DE')} Bestellungen – bitte grenzen Sie den Zeitraum oder den Status ein.`;
}

/**
 * Every order the list shows under `filter`, page after page of the list's own query (same
 * filter, same order), up to EXPORT_MAX_ORDERS.
 */
async function allPages<T>(
  list: (q: OrderListQuery) => Promise<Page<T>>,
  filter: ExportFilter,
): Promise<{ items: T[]; total: number }> {
  const items: T[] = [];
  let total = 0;
  for (let page = 1; items.length < EXPORT_MAX_ORDERS; page += 1) {
    const got = await list({ ...filter, page, pageSize: MAX_PAGE_SIZE });
    total = got.total;
    items.push(...got.items);
    if (got.items.length < MAX_PAGE_SIZE || items.length >= got.total) break;
  }
  return { items: items.slice(0, EXPORT_MAX_ORDERS), total };
}

export function ordersCsv(orders: (BuyerOrderView | ReceivedOrderView)[], total: number, party: 'Verkäufer' | 'Käufer') {
  const rows = [exportHeader(party), ...orders.map(exportRow)];
  if (total > orders.length) rows.push([cappedMessage(total)]);
  return { csv: germanExcelCsv(rows), count: orders.length, total };
}

/** The orders the reader placed (a buyer, or a seller ordering as buyer), as the list filters them. */
export async function placedOrdersCsv({ ctx, input }: { ctx: Ctx; input: ExportFilter }) {
  const { items, total } = await allPages((q) => listOwnOrders({ ctx, input: q }), input);
  return ordersCsv(items, total, 'Verkäufer');
}

/** The orders the seller received, as the list filters them. */
export async function receivedOrdersCsv({ ctx, input }: { ctx: Ctx; input: ExportFilter }) {
  const { items, total } = await allPages((q) => listReceivedOrders({ ctx, input: q }), input);
  return ordersCsv(items, total, 'Käufer');
}
