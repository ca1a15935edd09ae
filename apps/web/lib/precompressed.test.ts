import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, servePrecompressed, staticFileFor } from './precompressed.ts';

describe('acceptedEncodings', () => {
  it('reads the encodings a browser takes and drops the ones it refuses', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual([
      'gzip',
      'deflate',
      'br',
      'zstd',
    ]);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.8')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

describe('staticFileFor', () => {
  const dir = '/srv/web/.next/static';
  it('maps a build file to its place under .next/static', () => {
    expect(staticFileFor('/_next/static/chunks/a1.js?v=1', dir)).toBe(`${dir}/chunks/a1.js`);
  });
  it('names no file outside the folder or outside the build path', () => {
    expect(staticFileFor('/_next/static/../../server.ts', dir)).toBeNull();
    expect(staticFileFor('/_next/static/chunks%2F..%2F..%2Fx.js', dir)).toBeNull();
    expect(staticFileFor('/icons/icon.svg', dir)).toBeNull();
    expect(staticFileFor('/_next/static/', dir)).toBeNull();
  });
});

describe('servePrecompressed', () => {
  const script = 'console.log("a script the phone loads with the page");'.repeat(20);
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const staticDir = await mkdtemp(path.join(tmpdir(), 'precompressed-'));
    await mkdir(path.join(staticDir, 'chunks'));
    await writeFile(path.join(staticDir, 'chunks/app.js'), script);
    await writeFile(path.join(staticDir, 'chunks/app.js.br'), brotliCompressSync(script));
    await writeFile(path.join(staticDir, 'chunks/app.js.gz'), gzipSync(script));
    await writeFile(path.join(staticDir, 'chunks/plain.js'), script);
    server = createServer((request, response) => {
      void servePrecompressed(request, response, staticDir).then((served) => {
        if (!served) response.writeHead(418).end('next answers');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (pathname: string, headers: Record<string, string>) =>
    fetch(`${origin}${pathname}`, { headers });

  it('answers brotli to a browser that takes it, with immutable caching and the security headers', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it('answers gzip to a browser without brotli', async () => {
    const response = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('leaves the request to Next without a copy the browser takes', async () => {
    expect(
      (await get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' })).status,
    ).toBe(418);
    expect((await get('/_next/static/chunks/plain.js', { 'accept-encoding': 'br' })).status).toBe(
      418,
    );
    expect((await get('/_next/static/chunks/gone.js', { 'accept-encoding': 'br' })).status).toBe(
      418,
    );
    expect((await get('/', { 'accept-encoding': 'br' })).status).toBe(418);
  });
});
