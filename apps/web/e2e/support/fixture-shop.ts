import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A one-page shop on 127.0.0.1 for the link import, marked up the way source sites mark
 * products (schema.org JSON-LD). playwright.config.ts starts the stack with private hosts
 * allowed, so the import may fetch it.
 */
export function fixtureShop(title: string): Promise<{ url: string; server: Server }> {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    image: ['/img/1.jpg'],
    description: '<p>A fixture product.</p>',
    sku: 'FIX-1',
    offers: {
      '@type': 'Offer',
      price: '88.00',
      priceCurrency: 'CNY',
      availability: 'https://schema.org/InStock',
    },
  };
  const html = `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">${JSON.stringify(product)}</script></head><body><h1>${title}</h1></body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/item/${Date.now()}.html`, server });
    }),
  );
}
