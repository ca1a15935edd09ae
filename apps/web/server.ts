/**
 * `next start`, with the client's address made trustworthy. Next's proxy (proxy.ts) never sees
 * the socket, and Next forwards a browser's own X-Forwarded-For unchanged to the upstreams it
 * rewrites to, so a browser could pick the address the identity service and the API key their
 * per-IP limits on. This server overwrites it before Next sees the request (see
 * docs/architecture.md); everything else is Next's own production request handler.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { overwriteClientAddress } from './lib/client-address.ts';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.WEB_HOST ?? '127.0.0.1';
const dir = path.dirname(fileURLToPath(import.meta.url));

const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  overwriteClientAddress(request.headers, request.socket.remoteAddress);
  void handle(request, response);
});
server.listen(port, hostname, () => {
  console.warn(`[web] listening on http://${hostname}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Idle keep-alive connections would hold close() open; let in-flight requests finish first.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
