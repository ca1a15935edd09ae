/**
 * The back office's server: Next's production handler on its own port (ADMIN_PORT, 3100;
 * ADMIN_HOST, 127.0.0.1), never under the public web origin (docs/back-office.md). Like the
 * storefront's server.ts, the client's address is the socket's and internal headers go.
 */
import { createServer } from 'node:http';
import { overwriteClientAddress } from '@crossport/edge/client-address';
import { hideInternalHeaders } from '@crossport/edge/internal-headers';

const port = Number(process.env.ADMIN_PORT ?? 3100);
const hostname = process.env.ADMIN_HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`ADMIN_PORT must be a TCP port, not ${process.env.ADMIN_PORT}`);
}
const publicScheme = new URL(process.env.ADMIN_PUBLIC_URL ?? `http://${hostname}:${port}`).protocol;
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
  process.stdout.write(`[admin] ready on http://${hostname}:${port}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
