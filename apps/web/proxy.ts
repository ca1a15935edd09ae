import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from './lib/preferences.ts';
import { XSRF_COOKIE } from './lib/request-headers.ts';
import { isPrivatePath } from './lib/sections.ts';
import { contentSecurityPolicy, createNonce } from '@crossport/edge/security-headers';
import {
  NOT_PUBLIC,
  notPublicResponse,
  STAFF_ONLY,
  staffOnlyResponse,
  upstreamFor,
} from './lib/upstream.ts';

/**
 * One origin for the browser: `/api/.ory/*` goes to the identity service and every other
 * `/api/*` to the commerce API, so their cookies are first-party. Upstreams are read from
 * the environment on each request, not baked in at build time.
 * Private pages send visitors without a session cookie to sign in first.
 * Every page gets a Content-Security-Policy with a fresh nonce: Next reads it from the request's
 * own CSP header and stamps its scripts with it, so pages render per request.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;

  const upstream = upstreamFor(pathname, search, process.env);
  if (upstream === NOT_PUBLIC) return notPublicResponse();
  if (upstream === STAFF_ONLY) return staffOnlyResponse();
  if (upstream) return NextResponse.rewrite(upstream);

  const policy = contentSecurityPolicy(createNonce(), {
    dev: process.env.NODE_ENV === 'development',
    https: request.nextUrl.protocol === 'https:',
  });

  if (isPrivatePath(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    const login = new URL('/login', request.url);
    login.searchParams.set('return_to', `${pathname}${search}`);
    const redirect = NextResponse.redirect(login);
    redirect.headers.set('Content-Security-Policy', policy);
    return redirect;
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  // The double-submit token must exist before the page's first unsafe API call; the API only
  // compares cookie and header, so any unguessable value the browser holds will do.
  if (!request.cookies.has(XSRF_COOKIE)) {
    response.cookies.set(XSRF_COOKIE, crypto.randomUUID(), {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

export const config = {
  // Every page and API call; not Next's own assets or the public files.
  matcher: ['/((?!_next/|icons/|fonts/|favicon.ico|manifest.webmanifest).*)'],
};
