import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, createNonce } from '@crossport/edge/security-headers';
import { NOT_FORWARDED, upstreamFor } from './lib/upstream.ts';

const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * One origin for the back office: `/api/.ory/*` to the identity service's public API and
 * `/api/*` to the commerce API (staff routes included); every page gets a nonce CSP and the
 * double-submit XSRF cookie the API checks on unsafe cookie requests.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const upstream = upstreamFor(pathname, search, process.env);
  if (upstream === NOT_FORWARDED) {
    return NextResponse.json(
      { error: { code: 'route_not_found', message: 'No such endpoint.' } },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    );
  }
  if (upstream) return NextResponse.rewrite(upstream);

  const policy = contentSecurityPolicy(createNonce(), {
    dev: process.env.NODE_ENV === 'development',
    https: request.nextUrl.protocol === 'https:',
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('Cache-Control', 'no-store');
  if (!request.cookies.has(XSRF_COOKIE)) {
    response.cookies.set(XSRF_COOKIE, crypto.randomUUID(), {
      path: '/',
      sameSite: 'strict',
      httpOnly: false,
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

export const config = {
  matcher: ['/((?!_next/|favicon.ico).*)'],
};
