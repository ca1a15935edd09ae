export const IDENTITY_PREFIX = '/api/.ory';
const DEFAULT_IDENTITY_URL = 'http://127.0.0.1:4433';
const DEFAULT_API_URL = 'http://127.0.0.1:4000';

type Env = Partial<Record<string, string | undefined>>;

/** Where an `/api/*` request is forwarded, or null for paths the web app serves itself. */
export function upstreamFor(pathname: string, search: string, env: Env): URL | null {
  if (pathname === IDENTITY_PREFIX || pathname.startsWith(`${IDENTITY_PREFIX}/`)) {
    const rest = pathname.slice(IDENTITY_PREFIX.length) || '/';
    return join(env.IDENTITY_URL || DEFAULT_IDENTITY_URL, rest, search);
  }
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return join(env.API_URL || DEFAULT_API_URL, pathname, search);
  }
  return null;
}

/** Appends the path to the base URL's own path, so an upstream may live under a prefix. */
function join(base: string, pathname: string, search: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}${pathname}`;
  url.search = search;
  return url;
}
