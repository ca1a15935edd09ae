import { BkashUnavailable, type BkashGateway } from './gateway.ts';

/**
 * INTEGRATOR: the default bKash gateway until the real client (`createBkashClient`) is plugged
 * in at `buildApp({ bkash })` / `createJobs(…, { bkash })`. Every call answers "bKash cannot be
 * reached", so a bKash payment fails cleanly (503) instead of pretending to work.
 */
export const unavailableBkash: BkashGateway = {
  createPayment: async () => {
    throw new BkashUnavailable(new Error('No bKash client is configured'));
  },
  executePayment: async () => {
    throw new BkashUnavailable(new Error('No bKash client is configured'));
  },
  queryPayment: async () => {
    throw new BkashUnavailable(new Error('No bKash client is configured'));
  },
  refundPayment: async () => {
    throw new BkashUnavailable(new Error('No bKash client is configured'));
  },
};
