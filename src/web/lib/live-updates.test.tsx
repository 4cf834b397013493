import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveUpdates } from './live-updates.ts';

/** A stand-in EventSource: the test plays the server. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  listeners = new Map<string, () => void>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string) {
    this.listeners.get(type)?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeEventSource.opened = [];
});

function setup(enabled = true) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveUpdates(enabled), { wrapper });
  return { invalidate, hook };
}

describe('useLiveUpdates', () => {
  it('opens one stream and makes the matching lists stale', () => {
    const { invalidate } = setup();
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/v1/live/events']);
    act(() => FakeEventSource.opened[0]!.emit('request.created'));
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toEqual([
      ['seller', 'requests'],
      ['seller', 'summary'],
    ]);
    invalidate.mockClear();
    act(() => FakeEventSource.opened[0]!.emit('offer.created'));
    expect(invalidate.mock.calls.map(([f]) => f?.queryKey)).toContainEqual(['buyer', 'requests']);
  });

  it('opens a new stream after the browser gave up, and closes it on unmount', () => {
    vi.useFakeTimers();
    const { hook } = setup();
    const first = FakeEventSource.opened[0]!;
    first.readyState = FakeEventSource.CLOSED;
    first.onerror?.();
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.opened).toHaveLength(2);
    hook.unmount();
    expect(FakeEventSource.opened[1]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('refetches everything shown when the server says it may have missed events', () => {
    const { invalidate } = setup();
    act(() => FakeEventSource.opened[0]!.emit('refetch'));
    // No filter: every query of the screen is made stale (active ones refetch).
    expect(invalidate.mock.calls).toEqual([[]]);
  });

  it('refetches everything when the stream comes back after an error, not on the first open', () => {
    const { invalidate } = setup();
    const source = FakeEventSource.opened[0]!;
    act(() => source.onopen?.());
    expect(invalidate).not.toHaveBeenCalled();
    act(() => source.onerror?.());
    act(() => source.onopen?.());
    expect(invalidate.mock.calls).toEqual([[]]);
  });

  it('stays closed for admins', () => {
    setup(false);
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
