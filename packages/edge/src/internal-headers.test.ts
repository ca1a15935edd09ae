import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hideInternalHeaders, isInternalHeader } from './internal-headers.ts';

const routes: Record<string, (response: ServerResponse) => void> = {
  // How Next answers a rewritten /api call: set the header, then let the proxy write the body.
  '/implicit': (response) => {
    response.setHeader('x-middleware-rewrite', 'http://127.0.0.1:4000/api/secret');
    response.setHeader('x-powered-by', 'Next.js');
    response.setHeader('content-type', 'application/json');
    response.end('{}');
  },
  '/explicit': (response) => {
    response.setHeader('X-Middleware-Refresh', '1');
    response.writeHead(201, { 'x-middleware-rewrite': '/internal', 'x-kept': 'yes' });
    response.end();
  },
};

let base = '';
const server = createServer((request, response) => {
  hideInternalHeaders(response);
  routes[request.url ?? '']?.(response);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('hideInternalHeaders', () => {
  it('drops headers set before an implicit head, keeping the rest', async () => {
    const response = await fetch(`${base}/implicit`);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('drops headers handed to writeHead, keeping the status', async () => {
    const response = await fetch(`${base}/explicit`);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-refresh')).toBeNull();
    expect(response.headers.get('x-kept')).toBe('yes');
  });
});

describe('isInternalHeader', () => {
  it('names only the internal headers', () => {
    expect(isInternalHeader('X-Middleware-Rewrite')).toBe(true);
    expect(isInternalHeader('x-powered-by')).toBe(true);
    expect(isInternalHeader('x-nextjs-cache')).toBe(false);
    expect(isInternalHeader('content-security-policy')).toBe(false);
  });
});
