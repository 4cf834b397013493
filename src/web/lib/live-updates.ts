import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_TYPES, type LiveEventType } from '#shared/live/events.ts';

/** Which lists an event makes stale (query keys by prefix; web features keep these prefixes). */
const STALE: Record<LiveEventType, readonly (readonly string[])[]> = {
  'offer.created': [
    ['buyer', 'requests'],
    ['seller', 'my-requests'],
  ],
  'request.created': [
    ['seller', 'requests'],
    ['seller', 'summary'],
  ],
  'offer.changed': [
    ['seller', 'offers'],
    ['seller', 'offer'],
    ['seller', 'requests'],
    ['seller', 'summary'],
  ],
  'order.changed': [
    ['buyer', 'orders'],
    ['seller', 'orders'],
    ['seller', 'summary'],
  ],
};

const LIVE_URL = '/api/v1/live/events';
/** After the server refused or ended the stream for good (EventSource stops), try again. */
const RECONNECT_MS = 5000;

function invalidate(qc: QueryClient, type: LiveEventType): void {
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
    const connect = () => {
      source = new EventSource(LIVE_URL, { withCredentials: true });
      for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, () => invalidate(qc, type));
      source.onerror = () => {
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
