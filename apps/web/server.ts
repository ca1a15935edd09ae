import { createServer } from 'node:http';
import { hideInternalHeaders } from './lib/internal-headers.ts';

/**
 * `next start` with one addition: internal headers (`x-middleware-rewrite` naming the API's
 * internal URL) never reach the browser. Next sets them after proxy.ts has run, so only the
 * HTTP server can take them off. Settings: PORT (3000) and WEB_HOSTNAME (127.0.0.1).
 */
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.WEB_HOSTNAME ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  throw new Error(`PORT must be a TCP port, not ${process.env.PORT}`);
}
// Like `next start`: production mode unless told otherwise, set before Next and React load.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((request, response) => {
  hideInternalHeaders(response);
  void handle(request, response);
}).listen(port, hostname, () => {
  process.stdout.write(`[web] ready on http://${hostname}:${port}\n`);
});
