import type { PaymentServices } from './services.ts';
import { applyBkashState, executeOrQuery } from './bkash-outcome.ts';

export interface ReconcileOptions {
  /** Leave younger payments to their callback. */
  olderThanMinutes?: number;
  /** bKash lets a customer approve a payment for this long; after it, Initiated is over. */
  expireAfterMinutes?: number;
  now?: Date;
  onError?: (error: unknown, paymentId: number) => void;
}

const MINUTE = 60_000;

/**
 * Pending bKash payments whose callback never came (the browser closed, the network dropped):
 * ask bKash. Completed settles (once, like the callback); approved but not captured is
 * captured; Failed/Cancelled/Expired end; still Initiated past bKash's expiry, or never created
 * at bKash, expires. One payment's error does not stop the others. Answers how many it saw.
 */
export async function reconcilePayments(
  services: PaymentServices,
  options: ReconcileOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const olderThan = new Date(now.getTime() - (options.olderThanMinutes ?? 2) * MINUTE);
  const expiry = new Date(now.getTime() - (options.expireAfterMinutes ?? 30) * MINUTE);
  const pending = await services.payments.pendingBefore('bkash', olderThan);
  for (const payment of pending) {
    try {
      const expired = payment.createdAt < expiry;
      if (!payment.bkashPaymentId) {
        if (expired) {
          await services.payments.end(payment.id, 'expired', {
            code: 'expired',
            reason: 'The payment was never started at bKash.',
          });
        }
        continue;
      }
      let state = await services.bkash.queryPayment(payment.bkashPaymentId);
      if (state.transactionStatus === 'Pending Authorized') {
        state = await executeOrQuery(services, payment.bkashPaymentId);
      }
      if (state.transactionStatus === 'Initiated') {
        if (expired) {
          await services.payments.end(payment.id, 'expired', {
            code: 'expired',
            reason: 'The bKash payment was not approved in time.',
          });
        }
        continue;
      }
      await applyBkashState(services, payment, state);
    } catch (error) {
      options.onError?.(error, payment.id);
    }
  }
  return pending.length;
}
