import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import {
  chinesePage,
  hugePage,
  jsonLdPage,
  microdataPage,
  missingFieldsPage,
  notAProductPage,
  openGraphPage,
  usdPage,
} from './pages.ts';

export interface FixtureShop {
  /** http://127.0.0.1:port */
  url: string;
  /** How many times each path was asked for. */
  hits: Map<string, number>;
}

const pages: Record<string, string> = {
  '/products/json-ld.html': jsonLdPage,
  '/products/open-graph.html': openGraphPage,
  '/products/microdata.html': microdataPage,
  '/products/missing-fields.html': missingFieldsPage,
  '/products/chinese.html': chinesePage,
  '/about.html': notAProductPage,
  '/products/usd.html': usdPage,
  '/products/huge.html': hugePage,
};

/** A shop on 127.0.0.1 serving realistic product pages and the ways real sites misbehave. */
export function useFixtureShop(): FixtureShop {
  const shop: FixtureShop = { url: '', hits: new Map() };
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      shop.hits.set(path, (shop.hits.get(path) ?? 0) + 1);
      const page = pages[path];
      if (page) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(page);
      }
      const hop = /^\/redirect\/(\d+)$/.exec(path);
      if (hop) {
        const left = Number(hop[1]);
        const next = left > 1 ? `/redirect/${left - 1}` : '/products/json-ld.html';
        response.writeHead(302, { location: next });
        return response.end();
      }
      if (path === '/redirect-loop') {
        response.writeHead(301, { location: '/redirect-loop' });
        return response.end();
      }
      if (path === '/slow.html') {
        const timer = setTimeout(() => {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end(jsonLdPage);
        }, 5_000);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      if (path === '/picture.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(Buffer.alloc(64));
      }
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<h1>Not found</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    shop.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return shop;
}
