/**
 * `next start`, made safe to face browsers directly (packages/edge, docs/architecture.md):
 * - the client's address, host and scheme are the ones this server saw or was configured with:
 *   Next's proxy (proxy.ts) never sees the socket, and Next forwards a browser's own
 *   X-Forwarded-For unchanged to the upstreams it rewrites to, so a browser could otherwise
 *   pick the address the identity service and the API key their per-IP limits on;
 * - internal headers (`x-middleware-rewrite` naming the API's internal URL) never reach the
 *   browser: Next sets them after proxy.ts has run, so only the HTTP server can take them off;
 * - the build's scripts and styles go out precompressed, and a guest's public pages may stay
 *   in the back/forward cache (docs/performance.md).
 * Settings: PORT (3000), WEB_HOST (127.0.0.1), WEB_PUBLIC_URL (an https URL when a TLS proxy
 * in front serves the site, which turns on HSTS and Secure cookies).
 */
import path from 'node:path';
import { serveNext } from '@crossport/edge/next-server';
import { allowBackForwardCache } from './lib/back-forward-cache.ts';
import { servePrecompressed } from './lib/precompressed.ts';

const staticDir = path.join(import.meta.dirname, '.next', 'static');

await serveNext({
  dir: import.meta.dirname,
  name: 'web',
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.WEB_HOST ?? '127.0.0.1',
  publicUrl: process.env.WEB_PUBLIC_URL,
  intercept: async (request, response) => {
    allowBackForwardCache(request, response);
    return servePrecompressed(request, response, staticDir);
  },
});
