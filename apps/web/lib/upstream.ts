import {
  IDENTITY_PREFIX,
  isPublicIdentityPath as isPublicPath,
  joinUpstream,
} from '@crossport/edge/identity-paths';
import { NextResponse } from 'next/server';

const DEFAULT_IDENTITY_URL = 'http://127.0.0.1:4433';
const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/**
 * The identity service's public Kratos API, the only part browsers may reach through this
 * origin. Its admin API (the courier outbox holds every sign-in code) and its health checks
 * are for operators on the service's own ports, never for the web.
 */
const PUBLIC_IDENTITY_ROOTS = ['/self-service', '/sessions', '/.well-known/ory', '/schemas'];

/** Answered by the web server itself for any non-public path under the identity prefix. */
export const NOT_PUBLIC = 'not-public';

/**
 * Answered by the web server itself for the commerce API's staff routes (`/api/…/admin/…`)
 * and their document (`/api/docs/staff`): nothing administrative is reachable through the
 * public origin; staff call the API on its own address until the back office exists.
 */
export const STAFF_ONLY = 'staff-only';

type Env = Partial<Record<string, string | undefined>>;

/**
 * Where an `/api/*` request is forwarded: a URL, NOT_PUBLIC for identity paths that must not
 * leave this server, or null for paths the web app serves itself.
 */
export function upstreamFor(
  pathname: string,
  search: string,
  env: Env,
): URL | typeof NOT_PUBLIC | typeof STAFF_ONLY | null {
  if (pathname === IDENTITY_PREFIX || pathname.startsWith(`${IDENTITY_PREFIX}/`)) {
    const rest = pathname.slice(IDENTITY_PREFIX.length);
    if (!isPublicIdentityPath(rest)) return NOT_PUBLIC;
    return joinUpstream(env.IDENTITY_URL || DEFAULT_IDENTITY_URL, rest, search);
  }
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    // An encoded or doubled spelling of the identity prefix is refused too, whoever decodes it.
    if (looksLikeIdentityPrefix(pathname)) return NOT_PUBLIC;
    if (isStaffPath(pathname)) return STAFF_ONLY;
    return joinUpstream(env.API_URL || DEFAULT_API_URL, pathname, search);
  }
  return null;
}

export function isPublicIdentityPath(rest: string): boolean {
  return isPublicPath(rest, PUBLIC_IDENTITY_ROOTS);
}

function looksLikeIdentityPrefix(pathname: string): boolean {
  const decoded = pathname.replace(/%2e/gi, '.').replace(/%2f|%5c/gi, '/');
  const squashed = decoded.replace(/[\\/]+/g, '/').toLowerCase();
  return squashed === IDENTITY_PREFIX || squashed.startsWith(`${IDENTITY_PREFIX}/`);
}

/**
 * True for a staff path however it is spelled: percent-decoded (up to three rounds, as a
 * server behind us might decode again), case-folded, with empty and `.` segments dropped. A
 * path that does not decode cleanly is treated as staff, so it is refused rather than guessed.
 */
export function isStaffPath(pathname: string): boolean {
  let decoded = pathname;
  for (let round = 0; round < 3 && decoded.includes('%'); round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return true;
    }
  }
  const segments = decoded
    .toLowerCase()
    .split(/[\\/]+/)
    .filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('admin')) return true;
  return segments[0] === 'api' && segments[1] === 'docs' && segments[2] === 'staff';
}

/** The commerce API's own error body for an unknown route, for refused staff paths. */
export function staffOnlyResponse(): NextResponse {
  return NextResponse.json(
    { error: { code: 'route_not_found', message: 'No such endpoint.' } },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
}

/** Kratos's own error body for an unknown route, so clients read it like any other 404. */
export function notPublicResponse(): NextResponse {
  return NextResponse.json(
    {
      error: {
        code: 404,
        status: 'Not Found',
        message: 'The requested resource could not be found',
      },
    },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
}
