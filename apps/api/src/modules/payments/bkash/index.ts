/** The bKash adapter's public face (docs/bkash.md). */
export {
  BkashError,
  BkashUnavailable,
  type BkashCreatedPayment,
  type BkashGateway,
  type BkashPaymentState,
  type BkashRefund,
  type BkashTransactionStatus,
} from './gateway.ts';
export {
  createBkashClient,
  type BkashClientConfig,
  type BkashClientOptions,
  type BkashCredentials,
  type BkashLog,
} from './client.ts';
export {
  createFakeBkash,
  type FakeBkash,
  type FakeBkashFault,
  type FakeBkashOperation,
  type FakeBkashOptions,
} from './fake-bkash.ts';
export { bkashClientConfig } from './settings.ts';
export { formatBkashAmount, parseBkashAmount } from './amount.ts';
export { BKASH_STATUS } from './protocol.ts';
