import type { IncomingHttpHeaders } from 'node:http';

/** Headers in which a client could claim to be someone else; proxies and limits read them. */
const CLIENT_CLAIMS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

/**
 * Makes the address this server saw on the socket the only client address a request carries:
 * X-Forwarded-For becomes exactly that address (whatever the browser sent is dropped, not
 * appended to), and X-Real-IP and Forwarded go. The identity service and the API believe
 * X-Forwarded-For from this server only, so their per-IP limits key on the real client.
 */
export function overwriteClientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
): void {
  for (const name of CLIENT_CLAIMS) delete headers[name];
  if (socketAddress) headers['x-forwarded-for'] = socketAddress;
}
