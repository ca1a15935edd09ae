/** The bKash adapter's public face (docs/bkash.md). */
export { BkashError, BkashUnavailable, type BkashGateway } from './gateway.ts';
export { createBkashClient, type BkashClientConfig } from './client.ts';
export { createFakeBkash, type FakeBkash, type FakeBkashOptions } from './fake-bkash.ts';
export { bkashClientConfig } from './settings.ts';
