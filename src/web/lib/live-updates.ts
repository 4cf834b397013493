import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_TYPES, type LiveEventType } from '#shared/live/events.ts';
import { queryRoots } from './query-roots.ts';

/** Which lists an event makes stale (query keys by prefix: the roots every domain builds on). */
const STALE: Record<Exclude<LiveEventType, 'refetch'>, readonly (readonly string[])[]> = {
  'offer.created': [queryRoots.buyerOwnRequests, queryRoots.sellerOwnRequests],
  'request.changed': [queryRoots.buyerOwnRequests, queryRoots.sellerOwnRequests],
  'questions.changed': [queryRoots.questions],
  'request.created': [queryRoots.market, queryRoots.sellerSummary],
  'stock.matched': [queryRoots.market],
  'offer.changed': [
    queryRoots.sellerOffers,
    queryRoots.sellerOffer,
    queryRoots.market,
    queryRoots.sellerSummary,
  ],
  // Decision 070: an order waiting for approval, approved or declined (the buyer company only).
  'approvals.changed': [queryRoots.buyerApprovals, queryRoots.buyerOwnRequests],
  'order.changed': [queryRoots.buyerOrders, queryRoots.sellerOrders, queryRoots.sellerSummary],
};

const LIVE_URL = '/api/v1/live/events';
/** After the server refused or ended the stream for good (EventSource stops), try again. */
const RECONNECT_MS = 5000;

/**
 * `refetch` (the server may have missed events, issue 38), like a stream that came back after
 * an error, makes everything the screen shows stale: what changed meanwhile is unknown.
 */
function invalidate(qc: QueryClient, type: LiveEventType): void {
  if (type === 'refetch') {
    void qc.invalidateQueries();
    return;
  }
  for (const queryKey of STALE[type]) void qc.invalidateQueries({ queryKey });
}

/**
 * One live connection per signed-in buyer or seller screen (issue 15): server-sent events make
 * the matching TanStack queries stale, so open lists refetch without a reload. EventSource
 * reconnects after network errors by itself; when it gives up (e.g. a restart answered 5xx),
 * a new one is opened after a pause.
 */
export function useLiveUpdates(enabled: boolean): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // After a lost stream (the browser's own reconnect or a new one) events may have been missed.
    let interrupted = false;
    const connect = () => {
      source = new EventSource(LIVE_URL, { withCredentials: true });
      for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, () => invalidate(qc, type));
      source.onopen = () => {
        if (interrupted) invalidate(qc, 'refetch');
        interrupted = false;
      };
      source.onerror = () => {
        interrupted = true;
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        retry = setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [enabled, qc]);
}
