/** Where both apps' browsers reach the identity service on their own origin. */
export const IDENTITY_PREFIX = '/api/.ory';

/**
 * One path segment after a public root: ids, flow kinds and file names. No `%` (so no encoded
 * slash or dot), no backslash, no empty segment (`//`) and no leading dot (`.`, `..`), so what
 * the identity service routes is exactly what was checked here.
 */
const PLAIN_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * Whether a path under the identity prefix (`rest`, e.g. `/self-service/login/browser`) is
 * under one of the public roots and spelled plainly: what a browser-facing proxy may forward.
 */
export function isPublicIdentityPath(rest: string, roots: readonly string[]): boolean {
  const root = roots.find((r) => rest === r || rest.startsWith(`${r}/`));
  if (!root) return false;
  const tail = rest.slice(root.length);
  return (
    tail === '' ||
    tail
      .slice(1)
      .split('/')
      .every((segment) => PLAIN_SEGMENT.test(segment))
  );
}

/** Appends the path to the base URL's own path, so an upstream may live under a prefix. */
export function joinUpstream(base: string, pathname: string, search: string): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}${pathname}`;
  url.search = search;
  return url;
}
