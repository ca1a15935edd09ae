import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowBackForwardCache, GUEST_PAGE_CACHE_CONTROL } from './back-forward-cache.ts';

const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';

describe('allowBackForwardCache', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    // Answers like Next does for a page rendered per request (or JSON for /api).
    server = createServer((request: IncomingMessage, response) => {
      allowBackForwardCache(request, response);
      const json = request.url?.startsWith('/api/');
      response.setHeader('Content-Type', json ? 'application/json' : 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', NEXT_DYNAMIC);
      response.end(json ? '{}' : '<html></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const cacheControl = async (pathname: string, cookie?: string) =>
    (await fetch(`${origin}${pathname}`, { headers: cookie ? { cookie } : {} })).headers.get(
      'cache-control',
    );

  it("lets a guest's public pages into the back/forward cache", async () => {
    expect(await cacheControl('/')).toBe(GUEST_PAGE_CACHE_CONTROL);
    expect(await cacheControl('/search?keyword=bag')).toBe(GUEST_PAGE_CACHE_CONTROL);
    expect(await cacheControl('/products/12', 'NEXT_LOCALE=bn; XSRF-TOKEN=x')).toBe(
      GUEST_PAGE_CACHE_CONTROL,
    );
    expect(GUEST_PAGE_CACHE_CONTROL).not.toContain('no-store');
  });

  it("keeps a signed-in customer's pages, and private pages, out of it", async () => {
    expect(await cacheControl('/', 'NEXT_LOCALE=en; ory_kratos_session=abc')).toBe(NEXT_DYNAMIC);
    expect(await cacheControl('/products/12', 'ory_kratos_session=abc')).toBe(NEXT_DYNAMIC);
    expect(await cacheControl('/cart')).toBe(NEXT_DYNAMIC);
    expect(await cacheControl('/checkout')).toBe(NEXT_DYNAMIC);
    expect(await cacheControl('/dashboard')).toBe(NEXT_DYNAMIC);
    expect(await cacheControl('/api/core/customer/cart')).toBe(NEXT_DYNAMIC);
  });
});
