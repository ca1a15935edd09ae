import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers in which a client could claim to be someone else, or to have reached us on another
 * host or scheme: proxies, limits, redirects and `Secure` cookies read them. Next fills the
 * x-forwarded-host/proto/port it needs from the socket once a client's own are gone.
 */
const CLIENT_CLAIMS = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
] as const;

/**
 * Makes the address this server saw on the socket the only client address a request carries:
 * X-Forwarded-For becomes exactly that address (whatever the browser sent is dropped, not
 * appended to), and X-Real-IP, Forwarded and the claimed host, scheme and port go. The identity service and the API believe
 * X-Forwarded-For from this server only, so their per-IP limits key on the real client.
 */
export function overwriteClientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
): void {
  for (const name of CLIENT_CLAIMS) delete headers[name];
  if (socketAddress) headers['x-forwarded-for'] = socketAddress;
}
