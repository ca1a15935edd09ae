/**
 * `next start`, made safe to face browsers directly (see docs/architecture.md):
 * - the client's address, host and scheme are the ones this server saw or was configured with:
 *   Next's proxy (proxy.ts) never sees the socket, and Next forwards a browser's own
 *   X-Forwarded-For unchanged to the upstreams it rewrites to, so a browser could otherwise
 *   pick the address the identity service and the API key their per-IP limits on;
 * - internal headers (`x-middleware-rewrite` naming the API's internal URL) never reach the
 *   browser: Next sets them after proxy.ts has run, so only the HTTP server can take them off.
 * Everything else is Next's own production request handler.
 * Settings: PORT (3000), WEB_HOST (127.0.0.1), WEB_PUBLIC_URL (an https URL when a TLS proxy
 * in front serves the site, which turns on HSTS and Secure cookies).
 */
import { createServer } from 'node:http';
import { overwriteClientAddress } from '@crossport/edge/client-address';
import { hideInternalHeaders } from '@crossport/edge/internal-headers';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.WEB_HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`PORT must be a TCP port, not ${process.env.PORT}`);
}
const publicScheme = new URL(process.env.WEB_PUBLIC_URL ?? `http://${hostname}:${port}`).protocol;
// Like `next start`: production mode unless told otherwise, set before Next and React load.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  overwriteClientAddress(request.headers, request.socket.remoteAddress);
  if (publicScheme === 'https:') request.headers['x-forwarded-proto'] = 'https';
  hideInternalHeaders(response);
  void handle(request, response);
});
server.listen(port, hostname, () => {
  process.stdout.write(`[web] ready on http://${hostname}:${port}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Idle keep-alive connections would hold close() open; let in-flight requests finish first.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
