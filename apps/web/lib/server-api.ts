import { cookies, headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { toApiError } from './api-error.ts';
import { apiPaths } from './api-paths.ts';
import type { List, Region, RegionSettings, ShippingCategory, Single } from './api-types.ts';
import { REGION_COOKIE, regionCodeOrNull } from './preferences.ts';
import { ANONYMOUS_GUEST, buildRequestHeaders } from './request-headers.ts';

/**
 * Server components call the commerce API directly (not through the web server's proxy),
 * forwarding the visitor's region and address. Read per request so one build runs anywhere.
 */
function apiBaseUrl(): string {
  return process.env.API_URL ?? 'http://127.0.0.1:4000';
}

/** A commerce API call from a server component: a GET, or a POST when there is a body. */
export async function serverFetch<T>(path: string, body?: unknown): Promise<T> {
  const [cookieStore, incoming] = await Promise.all([cookies(), headers()]);
  const region = regionCodeOrNull(cookieStore.get(REGION_COOKIE)?.value);
  const method = body === undefined ? 'GET' : 'POST';
  const clientAddress = incoming.get('x-forwarded-for');
  const response = await fetch(new URL(path, apiBaseUrl()), {
    method,
    headers: {
      ...buildRequestHeaders({
        method,
        guest: ANONYMOUS_GUEST,
        userAgent: incoming.get('user-agent') ?? '',
      }),
      ...(region ? { 'X-Region': region } : {}),
      // The browser's address as server.ts saw it on the socket (it overwrote any claimed one),
      // so the API's per-IP limits count this call against the visitor, not the web server.
      ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

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
    serverFetch<Single<Region>>(apiPaths.currentRegion).then((body) => body.data),
    'the current region',
  ),
);

export const getRegionSettings = cache(async (regionId: number): Promise<RegionSettings | null> =>
  orNull(
    serverFetch<Single<RegionSettings>>(apiPaths.regionSettings(regionId)).then(
      (body) => body.data,
    ),
    'region settings',
  ),
);

export const getShippingCategories = cache(async (): Promise<ShippingCategory[] | null> =>
  orNull(
    serverFetch<List<ShippingCategory>>(apiPaths.shippingCategories).then((body) => body.data),
    'shipping categories',
  ),
);
