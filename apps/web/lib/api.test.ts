import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, apiFetch, type ApiEnvironment } from './api.ts';

function environment(fetchImpl: typeof fetch, cookies = ''): ApiEnvironment {
  return {
    fetch: fetchImpl,
    guest: () => ({ guestId: 'guest-0123456789ab', guestSession: 'session-0123456789' }),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    cookies: () => cookies,
  };
}

describe('apiFetch', () => {
  it('sends cookies, guest headers and no body on GET', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ data: { code: 'BD' } }));
    const result = await apiFetch('/api/x', {}, environment(fetchMock));
    expect(result).toEqual({ data: { code: 'BD' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({
      'X-Guest-Id': 'guest-0123456789ab',
      Accept: 'application/json',
    });
  });

  it('sends a JSON body and the XSRF token on POST', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ data: {} }));
    await apiFetch(
      '/api/y',
      { method: 'POST', body: { a: 1 } },
      environment(fetchMock, 'XSRF-TOKEN=tok'),
    );
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ 'X-XSRF-TOKEN': 'tok' });
  });

  it('turns the error envelope into an ApiError and calls only once', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ error: { code: 'service_unavailable', message: 'Down' } }, { status: 503 }),
    );
    const error = await apiFetch('/api/z', {}, environment(fetchMock)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'service_unavailable', message: 'Down' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps a generic message when the error body is not JSON', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('<html>', { status: 502 }));
    const error = await apiFetch('/api/z', {}, environment(fetchMock)).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Request failed with status code 502' });
  });

  it('reports a missing response as a NetworkError', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(apiFetch('/api/z', {}, environment(fetchMock))).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});
