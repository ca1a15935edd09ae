import { ApiError, NetworkError, toApiError } from './api-error.ts';
import { buildRequestHeaders, ensureGuestIdentity, type GuestIdentity } from './request-headers.ts';

/**
 * The browser's commerce client: same-origin `/api/*` calls (the web server proxies them),
 * cookies included, spec §7 headers on every call. It never retries; TanStack Query decides.
 */

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiEnvironment {
  fetch: typeof fetch;
  guest: () => GuestIdentity;
  userAgent: string;
  cookies: () => string;
}

function browserEnvironment(): ApiEnvironment {
  const inBrowser = typeof window !== 'undefined';
  return {
    fetch: (...args) => fetch(...args),
    guest: () => ensureGuestIdentity(inBrowser ? window.localStorage : undefined),
    userAgent: inBrowser ? navigator.userAgent : '',
    cookies: () => (inBrowser ? document.cookie : ''),
  };
}

export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal }: ApiRequest = {},
  env: ApiEnvironment = browserEnvironment(),
): Promise<T> {
  const headers = buildRequestHeaders({
    method,
    guest: env.guest(),
    userAgent: env.userAgent,
    cookies: env.cookies(),
  });
  let response: Response;
  try {
    response = await env.fetch(path, {
      method,
      headers,
      credentials: 'include',
      // Spec §7: a body only for POST, PUT and DELETE (and PATCH, which the API also accepts).
      body: method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export { ApiError, NetworkError };
