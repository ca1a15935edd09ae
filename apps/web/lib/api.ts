import { createApiClient, type ApiClient } from '@crossport/api-client';
import { ApiError, NetworkError, apiErrorFrom } from './api-error.ts';
import { isInstalledApp } from './pwa/install-promo.ts';
import {
  buildRequestHeaders,
  ensureGuestIdentity,
  type GuestIdentity,
  type Platform,
} from './request-headers.ts';

/**
 * The browser's commerce client: the client generated from the API's OpenAPI document, so a
 * renamed path, parameter or field fails the type check. Calls are same-origin `/api/*` (the
 * web server proxies them), cookies included, spec §7 headers on every call. It never
 * retries; TanStack Query decides.
 */

export interface ApiEnvironment {
  fetch: typeof fetch;
  guest: () => GuestIdentity;
  userAgent: string;
  cookies: () => string;
  /** This page's origin in the browser; calls never leave it. */
  origin: string;
  /** `mobile` in the installed app (spec §7's request context), `web` in a browser tab. */
  platform?: () => Platform;
}

function browserEnvironment(): ApiEnvironment {
  const inBrowser = typeof window !== 'undefined';
  return {
    fetch: (...args) => fetch(...args),
    guest: () => ensureGuestIdentity(inBrowser ? window.localStorage : undefined),
    userAgent: inBrowser ? navigator.userAgent : '',
    cookies: () => (inBrowser ? document.cookie : ''),
    // Client components also render on the server, where no call runs: any origin will do.
    origin: inBrowser ? window.location.origin : 'http://localhost',
    platform: () => (inBrowser && isInstalledApp(window) ? 'mobile' : 'web'),
  };
}

export function createBrowserApi(env: ApiEnvironment = browserEnvironment()): ApiClient {
  const client = createApiClient({
    baseUrl: env.origin,
    credentials: 'include',
    fetch: async (request: Request) => {
      try {
        return await env.fetch(request);
      } catch (cause) {
        throw new NetworkError(cause);
      }
    },
  });
  client.use({
    onRequest({ request }) {
      const headers = buildRequestHeaders({
        method: request.method,
        guest: env.guest(),
        userAgent: env.userAgent,
        cookies: env.cookies(),
        platform: env.platform?.() ?? 'web',
      });
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return request;
    },
  });
  return client;
}

/** The one commerce client of the browser. */
export const api: ApiClient = createBrowserApi();

interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** What a successful call returns: its body, or nothing for 204 answers. */
export type Body<A extends Answer> = [NonNullable<A['data']>] extends [never]
  ? void
  : NonNullable<A['data']>;

/**
 * Awaits a typed call and returns its body, or throws ApiError for an error status (the
 * envelope's code and message, or spec §8's "request failed with status code N").
 */
export async function ok<A extends Answer>(call: Promise<A>): Promise<Body<A>> {
  const answer = await call;
  if (!answer.response.ok) throw apiErrorFrom(answer.response.status, answer.error);
  return answer.data as Body<A>;
}

export { ApiError, NetworkError };
