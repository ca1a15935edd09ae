import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { overwriteClientAddress } from './client-address.ts';
import { hideInternalHeaders } from './internal-headers.ts';

/**
 * `next start`, made safe to face browsers directly (docs/architecture.md): the client's
 * address, host and scheme are the ones this server saw or was configured with, and internal
 * headers never reach the browser. Shared by the storefront and the back office.
 */
export async function serveNext(options: {
  /** The app's folder (where its `.next` build is). */
  dir: string;
  /** Shown in the "ready" line: `web`, `admin`. */
  name: string;
  port: number;
  hostname: string;
  /** How browsers reach it: an https URL turns on HSTS and Secure cookies. */
  publicUrl: string | undefined;
  /**
   * Answers a request before Next sees it (the storefront's precompressed static files);
   * resolves true when it did, false to let Next answer.
   */
  intercept?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
}): Promise<void> {
  const { dir, name, port, hostname } = options;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`The ${name} port must be a TCP port, not ${port}`);
  }
  const publicScheme = new URL(options.publicUrl ?? `http://${hostname}:${port}`).protocol;
  // Like `next start`: production mode unless told otherwise, set before Next and React load.
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  const { default: next } = await import('next');

  const app = next({ dev: false, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      if (await options.intercept?.(request, response)) return;
    } catch {
      // A file gone mid-answer: drop a half-sent response, else let Next answer the request.
      if (response.headersSent) return void response.destroy();
    }
    await handle(request, response);
  }

  const server = createServer((request, response) => {
    overwriteClientAddress(request.headers, request.socket.remoteAddress);
    if (publicScheme === 'https:') request.headers['x-forwarded-proto'] = 'https';
    hideInternalHeaders(response);
    void answer(request, response);
  });
  server.listen(port, hostname, () => {
    process.stdout.write(`[${name}] ready on http://${hostname}:${port}\n`);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      // Idle keep-alive connections would hold close() open; let in-flight requests finish.
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 5_000).unref();
    });
  }
}
