import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import '../lib/i18n.ts';
import { loadFeatureTexts, type FeatureTexts } from '../lib/feature-texts.ts';

/**
 * Renders a component as the app does (German texts, TanStack Query, a router), with the
 * feature's own dictionary loaded like the router loads it. Queries do not retry, so an error
 * state shows at once.
 */
export async function renderUi(ui: ReactElement, opts: { texts?: FeatureTexts; route?: string } = {}) {
  if (opts.texts) await loadFeatureTexts(opts.texts);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[opts.route ?? '/']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export type Answer = { status: number; body: unknown } | 'pending';

/**
 * The API for one test: `answer` gets each request's path (without /api/v1) and says what the
 * server returns: a JSON body with a status, or 'pending' (never answers).
 */
export function stubApi(answer: Answer | ((path: string) => Answer)) {
  // `init` is in the signature so that tests can read a call's method and body.
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '') + url.search;
    const next = typeof answer === 'function' ? answer(path) : answer;
    if (next === 'pending') return new Promise<Response>(() => undefined);
    return Response.json(next.body, { status: next.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
