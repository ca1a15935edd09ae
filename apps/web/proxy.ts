import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from './lib/preferences.ts';
import { isPrivatePath } from './lib/sections.ts';
import { upstreamFor } from './lib/upstream.ts';

/**
 * One origin for the browser: `/api/.ory/*` goes to the identity service and every other
 * `/api/*` to the commerce API, so their cookies are first-party. Upstreams are read from
 * the environment on each request, not baked in at build time.
 * Private pages send visitors without a session cookie to sign in first.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;

  const upstream = upstreamFor(pathname, search, process.env);
  if (upstream) return NextResponse.rewrite(upstream);

  if (isPrivatePath(pathname) && !request.cookies.has(SESSION_COOKIE)) {
    const login = new URL('/login', request.url);
    login.searchParams.set('return_to', `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/api/:path*', '/dashboard/:path*', '/ship-for-me/:path*', '/shipment-list/:path*'],
};
