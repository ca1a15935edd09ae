import { safeReturnPath } from '../return-to.ts';

/**
 * `return_to` travels through the identity service as an absolute URL (Kratos checks it against
 * its allowed return URLs). Visitors and our own redirects use same-site paths; these helpers
 * convert between the two and drop anything that would leave the site.
 */

/** The absolute `return_to` for a flow, or null when the value is missing or off-site. */
export function absoluteReturnTo(value: string | undefined | null, origin: string): string | null {
  const path = localReturnPath(value, origin);
  return path ? new URL(path, origin).toString() : null;
}

/** The same-site path a `return_to` (a path or an absolute URL on our origin) points at. */
export function localReturnPath(value: string | undefined | null, origin: string): string | null {
  if (!value) return null;
  const asPath = safeReturnPath(value);
  if (asPath) return asPath;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return safeReturnPath(`${url.pathname}${url.search}${url.hash}`);
}

/** The first value of a Next.js search parameter. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The origin the visitor sees, from the request headers (a reverse proxy may sit in front). */
export function requestOrigin(headers: Pick<Headers, 'get'>): string {
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? '127.0.0.1:3000';
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  return `${proto}://${host.split(',')[0]!.trim()}`;
}
