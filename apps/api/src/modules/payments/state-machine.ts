import { defineStateMachine } from '../../platform/state-machine.ts';
import type { PaymentStatus } from './tables.ts';

/**
 * The life of a payment, as data (docs/payments.md): it waits for the gateway (or for staff,
 * for a bank transfer) and ends once. Wallet payments pass through pending inside the one
 * transaction that settles them.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['succeeded', 'failed', 'cancelled', 'expired'],
  succeeded: [],
  failed: [],
  cancelled: [],
  expired: [],
};

export const paymentMachine = defineStateMachine<PaymentStatus, Record<string, never>>({
  name: 'payment',
  transitions: PAYMENT_TRANSITIONS,
  refusal: (from) => `This payment is already ${from}.`,
});
