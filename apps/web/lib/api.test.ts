import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, createBrowserApi, ok, type ApiEnvironment } from './api.ts';

const REGIONS = '/api/core/customer/region/v1/regions';
const DESTROY = '/api/purchase/customer/cart/v1/cart-items/destroy';

function environment(fetchImpl: typeof fetch, cookies = ''): ApiEnvironment {
  return {
    fetch: fetchImpl,
    guest: () => ({ guestId: 'guest-0123456789ab', guestSession: 'session-0123456789' }),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    cookies: () => cookies,
    origin: 'http://shop.test',
  };
}

function sent(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): Request {
  const [request] = fetchMock.mock.calls[0] ?? [];
  if (!(request instanceof Request)) throw new Error('no request was sent');
  return request;
}

describe('the browser commerce client', () => {
  it('sends cookies, guest headers and no body on GET, same-origin', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ data: [] }));
    const api = createBrowserApi(environment(fetchMock));
    const body = await ok(api.GET(REGIONS, { params: { query: { expand: 'currency' } } }));
    expect(body).toEqual({ data: [] });
    const request = sent(fetchMock);
    expect(request.url).toBe(`http://shop.test${REGIONS}?expand=currency`);
    expect(request.credentials).toBe('include');
    expect(request.body).toBeNull();
    expect(request.headers.get('X-Guest-Id')).toBe('guest-0123456789ab');
    expect(request.headers.get('X-Guest-Session')).toBe('session-0123456789');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('X-Request-Context')).toBeTruthy();
    expect(request.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('tells the API the installed app is the mobile platform', async () => {
    const context = async (platform?: 'mobile' | 'web') => {
      const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ data: [] }));
      const api = createBrowserApi({
        ...environment(fetchMock),
        ...(platform ? { platform: () => platform } : {}),
      });
      await ok(api.GET(REGIONS, { params: { query: { expand: 'currency' } } }));
      const header = sent(fetchMock).headers.get('X-Request-Context') ?? '';
      return JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as { platform: string };
    };
    expect((await context('mobile')).platform).toBe('mobile');
    expect((await context()).platform).toBe('web');
  });

  it('sends a JSON body and the XSRF token on POST', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    const api = createBrowserApi(environment(fetchMock, 'XSRF-TOKEN=abc%3D; other=1'));
    await ok(api.POST(DESTROY, { body: { ids: [1, 2] } }));
    const request = sent(fetchMock);
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ ids: [1, 2] });
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('abc=');
  });

  it('turns the error envelope into an ApiError with its code and message', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ error: { code: 'not_found', message: 'No such region' } }, { status: 404 }),
    );
    const error = await ok(createBrowserApi(environment(fetchMock)).GET(REGIONS)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No such region' });
  });

  it('says "request failed with status code N" when the body is not ours', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('<html>', { status: 502 }));
    const error = await ok(createBrowserApi(environment(fetchMock)).GET(REGIONS)).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 502, message: 'Request failed with status code 502' });
  });

  it('turns a failed fetch into a NetworkError', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(ok(createBrowserApi(environment(fetchMock)).GET(REGIONS))).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});
