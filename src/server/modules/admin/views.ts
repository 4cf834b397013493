import type { Page } from '#shared/common/pagination.ts';

/** One page of an admin list: its rows made views, with the page and size the query asked for. */
export function pageView<Row, View>(
  rows: { items: Row[]; total: number },
  q: { page: number; pageSize: number },
  view: (row: Row) => View,
): Page<View> {
  return { items: rows.items.map(view), total: rows.total, page: q.page, pageSize: q.pageSize };
}
