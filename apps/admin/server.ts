/**
 * The back office's server: Next's production handler on its own port (ADMIN_PORT, 3100;
 * ADMIN_HOST, 127.0.0.1), never under the public web origin (docs/back-office.md), with the
 * storefront's protections (packages/edge). ADMIN_PUBLIC_URL: an https URL behind TLS.
 */
import { serveNext } from '@crossport/edge/next-server';

await serveNext({
  dir: import.meta.dirname,
  name: 'admin',
  port: Number(process.env.ADMIN_PORT ?? 3100),
  hostname: process.env.ADMIN_HOST ?? '127.0.0.1',
  publicUrl: process.env.ADMIN_PUBLIC_URL,
});
