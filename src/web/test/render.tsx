import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';
import '#web/lib/i18n.ts';
import { loadFeatureTexts, type FeatureTexts } from '#web/lib/feature-texts.ts';

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
export function answerApi(answer: Answer | ((path: string) => Answer)) {
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

/** The server failing a request (the error card shows). */
export const SERVER_ERROR: Answer = { status: 500, body: { code: 'INTERNAL', message: 'kaputt' } };

/** The error card of a failed load: its text and the retry button. */
export async function expectErrorCard(text: string) {
  expect((await screen.findByRole('alert')).textContent).toContain(text);
  expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
}

/**
 * Submits the form of the named button. happy-dom applies the browser's own `required` check on a
 * click although the forms say noValidate, so the form is submitted directly.
 */
export function submitForm(buttonName: string) {
  fireEvent.submit(screen.getByRole('button', { name: buttonName }).closest('form')!);
}

/** The calls of one method to a path, with their parsed JSON bodies. */
export function bodiesSent(fetchMock: ReturnType<typeof answerApi>, path: string, method: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).split('?')[0]!.endsWith(path) && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}
