import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pageQuerySchema } from '../../../../shared/admin/common.ts';
import { pageOf } from '../../../../shared/common/pagination.ts';
import {
  adminOfferViewSchema,
  adminOrderListQuerySchema,
  adminOrderViewSchema,
  adminRequestCountsSchema,
  adminRequestListQuerySchema,
  adminRequestViewSchema,
  type AdminOfferView,
} from '../../../../shared/admin/marketplace.ts';
import { orderStatusKey, STORED_STATUSES_BY_KEY } from '../../../../shared/orders/status.ts';
import { periodStart } from '../../../../shared/requests/rules.ts';
import { orderTimeline } from '../../../../shared/orders/transitions.ts';
import { toAdminRatingView } from '../../ratings/views.ts';
import * as repo from './repository.ts';

type OfferRow = Awaited<ReturnType<typeof repo.listOffersOfRequest>>[number];

/** Admins see identities: the seller's company is part of the view (spec 2 §2 offers tab). */
function toOfferView(o: OfferRow): AdminOfferView {
  return {
    id: o.id,
    requestId: o.requestId,
    sellerId: o.sellerId,
    sellerCompany: o.sellerCompany,
    partNumber: o.partNumber,
    price: o.price,
    currency: o.currency,
    deliveryWeeks: o.deliveryTime,
    warranty: o.warranty,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
  };
}

/** Read-only lists of requests, offers and orders for the admin tabs. */
export function adminMarketplaceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // onRequest, not preHandler: the role is checked before the body is validated, so callers
  // without rights learn nothing about the endpoint's input.
  const onRequest = app.requireRole('admin');
  const db = () => app.deps.db;

  r.get(
    '/api/v1/admin/requests',
    {
      onRequest,
      schema: {
        tags,
        querystring: adminRequestListQuerySchema,
        response: { 200: pageOf(adminRequestViewSchema).extend({ counts: adminRequestCountsSchema }) },
      },
    },
    async (req) => {
      const q = req.query;
      const [{ items, total }, counts] = await Promise.all([
        repo.listRequests(db(), q),
        repo.countRequests(db()),
      ]);
      return {
        items: items.map((i) => ({
          id: i.id,
          partNumber: i.partNumber,
          manufacturer: i.manufacturer,
          description: i.description,
          buyerName: i.buyerName,
          buyerCompany: i.buyerCompany,
          quantity: i.quantity,
          maxBudget: i.maxBudget,
          currency: i.currency,
          urgency: i.urgency,
          status: i.status,
          offerCount: Number(i.offerCount),
          createdAt: i.createdAt.toISOString(),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
        counts,
      };
    },
  );

  r.get(
    '/api/v1/admin/requests/:id/offers',
    {
      onRequest,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: z.object({ items: z.array(adminOfferViewSchema) }) },
      },
    },
    async (req) => ({ items: (await repo.listOffersOfRequest(db(), req.params.id)).map(toOfferView) }),
  );

  r.get(
    '/api/v1/admin/offers',
    {
      onRequest,
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageOf(adminOfferViewSchema) } },
    },
    async (req) => {
      const { items, total } = await repo.listOffers(db(), req.query);
      return { items: items.map(toOfferView), total, page: req.query.page, pageSize: req.query.pageSize };
    },
  );

  r.get(
    '/api/v1/admin/orders',
    {
      onRequest,
      schema: {
        tags,
        querystring: adminOrderListQuerySchema,
        response: { 200: pageOf(adminOrderViewSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const { items, total } = await repo.listOrders(db(), {
        ...q,
        statuses: q.status ? STORED_STATUSES_BY_KEY[q.status] : undefined,
        since: q.period ? periodStart(q.period) : undefined,
      });
      return {
        items: items.map((o) => ({
          id: o.id,
          // Spec 2 §3: the order number falls back to the id.
          orderNumber: o.orderNumber || o.id,
          status: orderStatusKey(o.status),
          totalAmount: o.totalAmount,
          partNumber: o.partNumber,
          manufacturer: o.manufacturer,
          description: o.description,
          quantity: o.quantity,
          buyerCompany: o.buyerCompany,
          sellerCompany: o.sellerCompany,
          createdAt: o.createdAt.toISOString(),
          timeline: orderTimeline(o),
          sellerOrderNumber: o.sellerOrderNumber,
          expectedShipDate: o.expectedShipDate,
          carrier: o.carrier,
          trackingNumber: o.trackingNumber,
          cancelledBy: o.cancelledBy,
          cancelReason: o.cancelReason,
          rating: toAdminRatingView(o.rating),
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  );
}
