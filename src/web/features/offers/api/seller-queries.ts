import { useQuery } from '@tanstack/react-query';
import type { PaymentTermView } from '#shared/catalog/schema.ts';
import type {
  RelevantRequestsQuery,
  SellerOfferView,
  SellerRequestListItem,
  SellerSummary,
} from '#shared/seller-market/schema.ts';
import type { SellerProfileView } from '#shared/sellers/schema.ts';
import type { Page } from '#shared/common/pagination.ts';
import type { Period } from '#shared/constants.ts';
import type { BuyerRequestOffers } from '#shared/offers/schema.ts';
import type {
  BuyerOrderView,
  OrderSort,
  OrderStatusFilter,
  ReceivedOrderView,
} from '#shared/orders/schema.ts';
import type { BuyerRequestView } from '#shared/requests/schema.ts';
import type { SellerDeclineList } from '#shared/seller-market/decline.ts';
import type { SellerRegions } from '#shared/regions/regions.ts';
import type { SellerWidening } from '#shared/requests/widening.ts';
import { api } from '#web/lib/api-client.ts';
import { withQuery } from '#web/lib/query-string.ts';

/** Every seller query key starts with 'seller', so a logout or a new offer can refresh them together. */
export const sellerKeys = {
  all: ['seller'] as const,
  summary: ['seller', 'summary'] as const,
  requests: (q: RelevantRequestsQuery) => ['seller', 'requests', q] as const,
  offers: (page: number) => ['seller', 'offers', page] as const,
  offer: (id: string) => ['seller', 'offer', id] as const,
  profile: ['seller', 'profile'] as const,
  declines: ['seller', 'declines'] as const,
  regions: ['seller', 'regions'] as const,
  widening: ['seller', 'widening'] as const,
};

/** The seller's own declines ('Kann ich nicht liefern', issue 30), newest first, for undo. */
export function useOwnDeclines() {
  return useQuery({
    queryKey: sellerKeys.declines,
    queryFn: () => api.get<SellerDeclineList>('/seller/declines'),
  });
}

/** Decision 053: the opt-in to widened requests beyond the seller's brands. */
export function useSellerWidening() {
  return useQuery({
    queryKey: sellerKeys.widening,
    queryFn: () => api.get<SellerWidening>('/seller/widening'),
  });
}

export function useSellerRegions() {
  return useQuery({
    queryKey: sellerKeys.regions,
    queryFn: () => api.get<SellerRegions>('/seller/regions'),
  });
}

/**
 * Offers and orders arrive from other users: the counts are asked again whenever the dashboard
 * shows them and every minute while it is open (issue 13), not kept for the default 30 s.
 */
const LIVE = { staleTime: 0, refetchInterval: 60_000 } as const;

export function useSellerSummary() {
  return useQuery({
    queryKey: sellerKeys.summary,
    queryFn: () => api.get<SellerSummary>('/seller/summary'),
    ...LIVE,
  });
}

export function useRelevantRequests(q: RelevantRequestsQuery) {
  const path = withQuery('/seller/requests', {
    sort: q.sort,
    page: q.page,
    pageSize: q.pageSize,
    search: q.search,
    part: q.part,
    urgency: q.urgency,
  });
  return useQuery({
    queryKey: sellerKeys.requests(q),
    queryFn: () => api.get<Page<SellerRequestListItem>>(path),
    placeholderData: (previous) => previous,
  });
}

export function useOwnOffers(page: number, enabled: boolean) {
  return useQuery({
    queryKey: sellerKeys.offers(page),
    queryFn: () => api.get<Page<SellerOfferView>>(withQuery('/seller/offers', { page, pageSize: 20 })),
    enabled,
  });
}

export function useOwnOffer(id: string) {
  return useQuery({
    queryKey: sellerKeys.offer(id),
    queryFn: () => api.get<SellerOfferView>(`/seller/offers/${id}`),
  });
}

export function useSellerProfile() {
  return useQuery({
    queryKey: sellerKeys.profile,
    queryFn: () => api.get<SellerProfileView>('/seller/profile'),
  });
}

/** Reference data changes rarely; one fetch per session is enough. */
const catalogOptions = { staleTime: 10 * 60_000 };
export function usePaymentTerms() {
  return useQuery({
    queryKey: ['catalog', 'payment-terms'],
    queryFn: () => api.get<{ items: PaymentTermView[] }>('/payment-terms'),
    ...catalogOptions,
  });
}
export type SellerOrderKind = 'received' | 'placed';
export interface SellerOrderFilter {
  search: string;
  status: OrderStatusFilter | '';
  period: Period | '';
  sort: OrderSort;
  page: number;
}

/** Received orders (/seller/orders) or the orders the seller placed (/seller/my-orders). */
export function useSellerOrders(kind: SellerOrderKind, f: SellerOrderFilter) {
  const base = kind === 'received' ? '/seller/orders' : '/seller/my-orders';
  const path = withQuery(base, {
    sort: f.sort,
    page: f.page,
    pageSize: 10,
    search: f.search,
    status: f.status,
    period: f.period,
  });
  return useQuery({
    queryKey: ['seller', 'orders', kind, f],
    queryFn: () => api.get<Page<ReceivedOrderView | BuyerOrderView>>(path),
    placeholderData: (previous) => previous,
  });
}

export function useMyRequests(page: number) {
  return useQuery({
    queryKey: ['seller', 'my-requests', page],
    queryFn: () => api.get<Page<BuyerRequestView>>(withQuery('/seller/my-requests', { page, pageSize: 10 })),
    // The offer count of each request changes when another seller offers.
    ...LIVE,
  });
}

export function useMyRequestOffers(requestId: string) {
  return useQuery({
    queryKey: ['seller', 'my-requests', requestId, 'offers'],
    queryFn: () => api.get<BuyerRequestOffers>(`/seller/my-requests/${requestId}/offers`),
    ...LIVE,
  });
}
