import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '#web/lib/i18n.ts';
import { sessionQueryKey } from '#web/lib/session.ts';
import { answerApi, expectErrorCard, SERVER_ERROR, type Answer } from '#web/test/render.tsx';
import { RoleGuard } from './role-guard.tsx';

const SELLER = {
  user: { id: 'u-1', email: 'verkauf@example.test', role: 'seller', language: 'de', company: null },
};

function renderGuarded() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/seller-dashboard']}>
        <Routes>
          <Route element={<RoleGuard role="seller" />}>
            <Route path="/seller-dashboard" element={<input aria-label="Teilenummer" />} />
          </Route>
          <Route path="/seller-login" element={<p>Anmeldung</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

// The session check retries a failed answer three times, 2, 3 and 4 s apart (spec 1 §9).
const SESSION_RETRIES_MS = 9_000;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
// The setup file puts its own fetch back after each test.
afterEach(() => vi.useRealTimers());

describe('RoleGuard', () => {
  it('shows the error card when the first session check fails', async () => {
    answerApi(SERVER_ERROR);
    renderGuarded();
    await vi.advanceTimersByTimeAsync(SESSION_RETRIES_MS);
    await expectErrorCard('');
  });

  it('keeps the page and what was typed when a later session check fails', async () => {
    let answer: Answer = { status: 200, body: SELLER };
    const fetchMock = answerApi(() => answer);
    const client = renderGuarded();
    const field = await screen.findByLabelText('Teilenummer');
    fireEvent.change(field, { target: { value: 'R900-4711' } });

    // A background check fails (a busy server): the seller's work stays on screen.
    answer = SERVER_ERROR;
    const calls = fetchMock.mock.calls.length;
    void client.invalidateQueries({ queryKey: sessionQueryKey });
    await vi.advanceTimersByTimeAsync(SESSION_RETRIES_MS);
    await waitFor(() => expect(client.getQueryState(sessionQueryKey)?.status).toBe('error'));
    expect(fetchMock.mock.calls.length).toBeGreaterThan(calls);
    expect(client.getQueryState(sessionQueryKey)?.status).toBe('error');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Teilenummer') as HTMLInputElement).value).toBe('R900-4711');
  });

  it('leads to the login when a later check finds the session gone', async () => {
    let answer: Answer = { status: 200, body: SELLER };
    answerApi(() => answer);
    const client = renderGuarded();
    await screen.findByLabelText('Teilenummer');
    answer = { status: 401, body: { code: 'UNAUTHORIZED', message: 'Bitte melden Sie sich an' } };
    await client.invalidateQueries({ queryKey: sessionQueryKey });
    expect(await screen.findByText('Anmeldung')).toBeTruthy();
  });
});
