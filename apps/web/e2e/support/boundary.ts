import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Helpers for the web origin's boundary tests: raw requests, an echo upstream, a web server. */

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RawAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

/**
 * A request with its path sent exactly as written (`..`, `%2e`, `//`), unlike fetch and
 * Playwright's request, which normalise the URL before sending it.
 */
export function rawRequest(
  base: string,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname,
        port,
        path: rawPath,
        method,
        headers: { accept: 'application/json', ...headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

/** An upstream on 127.0.0.1 that records every request and answers `{}`. */
export async function startEchoUpstream() {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A second copy of the built web server (apps/web/server.ts, as `npm start` runs it). */
export async function startWebServer(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      WEB_HOST: '127.0.0.1',
    },
    // Its pages fail to render on the echo's empty answers; only the forwarded headers matter.
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await rawRequest(url, '/favicon.ico');
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
