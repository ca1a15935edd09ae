import { isIP } from 'node:net';

/** A DNS name as the URL standard writes it: lower-case ASCII labels, no trailing dot. */
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

function hostMatches(hostname: string, pattern: string): boolean {
  if (!pattern.startsWith('*.')) return hostname === pattern;
  const domain = pattern.slice(1); // ".notify.windows.com"
  return hostname.endsWith(domain) && hostname.length > domain.length;
}

/**
 * Whether the worker may POST to a subscription's endpoint: only `https:` on a listed push
 * service's own port, written as the URL standard writes it. The worker's library parses the
 * endpoint with Node's legacy `url.parse`, which reads some hosts differently from the URL
 * standard (`https://127.0.0.1;.fcm.googleapis.com/` is 127.0.0.1 to it), so an endpoint must
 * be its own canonical form (no tabs, backslashes, upper case, Unicode or encoded dots to
 * reinterpret), carry no user name or password and no port, and name no IP address.
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.href !== endpoint || url.protocol !== 'https:') return false;
  if (url.username || url.password || url.port) return false;
  const { hostname } = url;
  if (isIP(hostname.replace(/^\[|\]$/g, '')) || !HOST_NAME.test(hostname)) return false;
  return hosts.some((pattern) => hostMatches(hostname, pattern));
}
