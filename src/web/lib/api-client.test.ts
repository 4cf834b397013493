import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client.ts';

function reply(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session cookie to /api/v1', async () => {
    const fetchMock = reply(200, { user: null });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/auth/login', { email: 'a@b.de' })).resolves.toEqual({ user: null });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/login');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"email":"a@b.de"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    vi.stubGlobal('fetch', reply(204));
    await expect(api.post('/auth/logout')).resolves.toBeUndefined();
  });

  it('throws ApiError with status, code, message and title from the error body', async () => {
    vi.stubGlobal(
      'fetch',
      reply(403, { code: 'FORBIDDEN', message: 'Ihr Konto wird geprüft.', title: 'Konto ausstehend' }),
    );
    const error = await api.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Ihr Konto wird geprüft.',
      title: 'Konto ausstehend',
    });
  });

  it('still throws ApiError when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })),
    );
    const error = await api.get('/auth/session').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('maps a network failure to ApiError NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api.get('/auth/session').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
