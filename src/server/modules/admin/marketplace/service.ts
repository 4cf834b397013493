import type { z } from 'zod';
import type { PageQuery } from '#shared/admin/common.ts';
import type {
  AdminOfferView,
  AdminOrderView,
  AdminRequestView,
  adminOrderListQuerySchema,
  adminRequestListQuerySchema,
} from '#shared/admin/marketplace.ts';
import type { Page } from '#shared/common/pagination.ts';
import { STORED_STATUSES_BY_KEY } from '#shared/orders/status.ts';
import { periodStart } from '#shared/requests/rules.ts';
import type { Ctx } from '#server/ctx.ts';
import { pageView } from '#server/modules/admin/views.ts';
import * as repo from './repository.ts';
import { toAdminOfferView, toAdminOrderView, toAdminRequestView } from './views.ts';

/* Read-only lists of requests, offers and orders for the admin tabs. */

type Op<I> = { ctx: Ctx; input: I };

/** The requests tab: a page of requests and the tab's head counts (all, active). */
export async function listRequests({
  ctx,
  input,
}: Op<z.infer<typeof adminRequestListQuerySchema>>): Promise<
  Page<AdminRequestView> & { counts: { total: number; active: number } }
> {
  const [rows, counts] = await Promise.all([repo.listRequests(ctx.db, input), repo.countRequests(ctx.db)]);
  return { ...pageView(rows, input, toAdminRequestView), counts };
}

/** The offers of one request ('Angebote (n)' in the requests tab). */
export const listOffersOfRequest = async ({ ctx, input }: Op<{ id: string }>) => ({
  items: (await repo.listOffersOfRequest(ctx.db, input.id)).map(toAdminOfferView),
});

export const listOffers = async ({ ctx, input }: Op<PageQuery>): Promise<Page<AdminOfferView>> =>
  pageView(await repo.listOffers(ctx.db, input), input, toAdminOfferView);

/** The status filter names the stored statuses it stands for; the period, where it starts. */
export async function listOrders({
  ctx,
  input,
}: Op<z.infer<typeof adminOrderListQuerySchema>>): Promise<Page<AdminOrderView>> {
  const rows = await repo.listOrders(ctx.db, {
    ...input,
    statuses: input.status ? STORED_STATUSES_BY_KEY[input.status] : undefined,
    since: input.period ? periodStart(input.period) : undefined,
  });
  return pageView(rows, input, toAdminOrderView);
}
