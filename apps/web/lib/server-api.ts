import { createApiClient, type ApiClient } from '@crossport/api-client';
import { cookies, headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { ok } from './api.ts';
import { REGION_COOKIE, regionCodeOrNull } from './preferences.ts';
import { withSafeLinks } from './content/safe-links.ts';
import type { Content } from './content/types.ts';
import type { Region, ShippingCategory } from './regions/types.ts';
import { ANONYMOUS_GUEST, buildRequestHeaders } from './request-headers.ts';

/**
 * Server components call the commerce API directly (not through the web server's proxy),
 * forwarding the visitor's region and address. Read per request so one build runs anywhere.
 */
function apiBaseUrl(): string {
  return process.env.API_URL ?? 'http://127.0.0.1:4000';
}

/**
 * The typed commerce client for this server request: the same generated client the browser
 * uses, with the visitor's region, user agent and address, and no caching by Next.
 */
export const serverApi = cache(async (): Promise<ApiClient> => {
  const [cookieStore, incoming] = await Promise.all([cookies(), headers()]);
  const region = regionCodeOrNull(cookieStore.get(REGION_COOKIE)?.value);
  const clientAddress = incoming.get('x-forwarded-for');
  const userAgent = incoming.get('user-agent') ?? '';
  const client = createApiClient({ baseUrl: apiBaseUrl(), cache: 'no-store' });
  client.use({
    onRequest({ request }) {
      const forwarded: Record<string, string> = {
        ...buildRequestHeaders({ method: request.method, guest: ANONYMOUS_GUEST, userAgent }),
        ...(region ? { 'X-Region': region } : {}),
        // The browser's address as server.ts saw it on the socket (it overwrote any claimed
        // one), so the API's per-IP limits count this call against the visitor, not the web.
        ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
      };
      for (const [name, value] of Object.entries(forwarded)) request.headers.set(name, value);
      return request;
    },
  });
  return client;
});

/** Missing data degrades the page instead of failing it; the cause goes to the server log. */
async function orNull<T>(load: Promise<T>, what: string): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    // Next's own control flow (dynamic rendering bail-out, redirects) must pass through.
    unstable_rethrow(error);
    console.error(`[web] could not load ${what}:`, error instanceof Error ? error.message : error);
    return null;
  }
}

export const getCurrentRegion = cache(async (): Promise<Region | null> =>
  orNull(
    (async () => {
      const api = await serverApi();
      return (await ok(api.GET('/api/core/customer/region/v1/current'))).data;
    })(),
    'the current region',
  ),
);

export const getShippingCategories = cache(async (): Promise<ShippingCategory[] | null> =>
  orNull(
    (async () => {
      const api = await serverApi();
      const path = '/api/shipping-core/customer/shipping-category/v1/shipping-categories';
      return (await ok(api.GET(path, { params: { query: { page: 1, per_page: 500 } } }))).data;
    })(),
    'shipping categories',
  ),
);

/**
 * The menus every page shows (`service-navigation`, `category-navigation`, `footer-menu`) in
 * one call per request, shared by the header and the footer; null when the API is down. Their
 * links are checked like a page's (`withSafeLinks`).
 */
export const getNavigation = cache(
  async (locale: string): Promise<Record<string, Content> | null> =>
    orNull(
      (async () => {
        const api = await serverApi();
        const query = { locale: locale === 'bn' ? ('bn' as const) : ('en' as const) };
        const menus = (
          await ok(api.GET('/api/content/customer/v1/navigation-list', { params: { query } }))
        ).data;
        return Object.fromEntries(
          Object.entries(menus).map(([slug, content]) => [slug, withSafeLinks(content)]),
        );
      })(),
      'the navigation menus',
    ),
);

/**
 * A content page by slug in the page's language (null when missing or the API is down), with
 * only links and pictures that stay on this site or go to https (`withSafeLinks`).
 */
export const getContent = cache(async (slug: string, locale: string): Promise<Content | null> =>
  orNull(
    (async () => {
      const api = await serverApi();
      const path = '/api/content/customer/v1/contents/{slug}';
      const query = { locale: locale === 'bn' ? ('bn' as const) : ('en' as const) };
      return withSafeLinks((await ok(api.GET(path, { params: { path: { slug }, query } }))).data);
    })(),
    `the ${slug} content`,
  ),
);

/**
 * The company's own details (name, Bangladesh office, email, phone, hours) as staff keep them:
 * the one source Contact us shares with the invoice PDF. Null when the API is down.
 */
export const getCompany = cache(async () =>
  orNull(
    (async () => {
      const api = await serverApi();
      return (await ok(api.GET('/api/content/customer/v1/company'))).data;
    })(),
    'the company details',
  ),
);

/** Our warehouses abroad with their addresses, as Ship For Me gives them to customers. */
export const getWarehouses = cache(async () =>
  orNull(
    (async () => {
      const api = await serverApi();
      return (await ok(api.GET('/api/core/customer/warehouse/v1/warehouses'))).data;
    })(),
    'the warehouses',
  ),
);
