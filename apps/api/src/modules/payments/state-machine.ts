import { Conflict } from '../../platform/errors.ts';
import { defineStateMachine } from '../../platform/state-machine.ts';
import type { PaymentFailureCode, PaymentStatus } from './tables.ts';

/**
 * The life of a payment, as data (docs/payments.md): it waits for the gateway (or for staff,
 * for a bank transfer) and ends once. Wallet payments pass through pending inside the one
 * transaction that settles them. The one way back from an end: a bKash payment superseded by
 * a newer one that bKash charged all the same succeeds, its money credited to the wallet.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['succeeded', 'failed', 'cancelled', 'expired'],
  succeeded: [],
  failed: [],
  cancelled: ['succeeded'],
  expired: [],
};

export const paymentMachine = defineStateMachine<
  PaymentStatus,
  { failureCode: PaymentFailureCode | null }
>({
  name: 'payment',
  transitions: PAYMENT_TRANSITIONS,
  hooks: {
    async onTransitionStart(from, _to, { failureCode }) {
      // Only a superseded payment leaves `cancelled`: the customer's own cancel stands.
      if (from === 'cancelled' && failureCode !== 'superseded') {
        throw new Conflict('This payment is already cancelled.');
      }
    },
  },
  refusal: (from) => `This payment is already ${from}.`,
});
