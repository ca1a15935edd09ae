import {
  IDENTITY_PREFIX,
  isPublicIdentityPath,
  joinUpstream,
} from '@crossport/edge/identity-paths';

/**
 * Where the back office forwards `/api/*`: the identity service's public self-service and
 * session paths under `/api/.ory` (never its admin API), and every other `/api/*` path to the
 * commerce API, staff routes included — this origin exists for staff.
 */
const PUBLIC_IDENTITY_ROOTS = ['/self-service', '/sessions'];

export const NOT_FORWARDED = 'not-forwarded';

type Env = Partial<Record<string, string | undefined>>;

export function upstreamFor(
  pathname: string,
  search: string,
  env: Env,
): URL | typeof NOT_FORWARDED | null {
  if (pathname === IDENTITY_PREFIX || pathname.startsWith(`${IDENTITY_PREFIX}/`)) {
    const rest = pathname.slice(IDENTITY_PREFIX.length);
    if (!isPublicIdentityPath(rest, PUBLIC_IDENTITY_ROOTS)) return NOT_FORWARDED;
    return joinUpstream(env.IDENTITY_URL || 'http://127.0.0.1:4433', rest, search);
  }
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    // Encoded spellings could reach the identity service's other paths: refuse them.
    if (/%2e|%2f|%5c|\\/i.test(pathname)) return NOT_FORWARDED;
    return joinUpstream(env.API_URL || 'http://127.0.0.1:4000', pathname, search);
  }
  return null;
}
