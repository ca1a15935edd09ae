import { addMoney, money, toDecimalString } from '@crossport/money';
import { BkashError, type BkashPaymentState, type PaymentRow } from '../modules/payments/index.ts';
import { crashPoint } from '../platform/crash-points.ts';
import type { PaymentServices } from './services.ts';
import { settlePaymentWorkflow } from './settle-payment.ts';

/**
 * Captures a payment the customer approved. bKash refuses a second execute ("already
 * executed"/"already completed"), which is what a replayed callback or the job racing the
 * callback sees: then its current state is asked for instead.
 */
export async function executeOrQuery(
  services: PaymentServices,
  paymentID: string,
): Promise<BkashPaymentState> {
  try {
    const captured = await services.bkash.executePayment(paymentID);
    // bKash has the money and we have not recorded it yet: the instant the crash test kills.
    crashPoint('after-bkash-execute');
    return captured;
  } catch (error) {
    if (error instanceof BkashError) return services.bkash.queryPayment(paymentID);
    throw error;
  }
}

/** Why bKash's answer does not belong to this payment, or null when it does. */
export function mismatchOf(payment: PaymentRow, state: BkashPaymentState): string | null {
  const total = addMoney(
    money(payment.amount, payment.currency),
    money(payment.fee, payment.currency),
  );
  if (state.paymentID !== payment.bkashPaymentId) return 'bKash answered for another payment.';
  if (state.currency !== payment.currency) return `bKash charged in ${state.currency}.`;
  if (state.amount !== toDecimalString(total)) {
    return `bKash charged ${state.amount} instead of ${toDecimalString(total)}.`;
  }
  return null;
}

/**
 * Acts on what bKash says about a pending payment: Completed (and matching) settles it once;
 * Failed, Cancelled and Expired end it; anything else leaves it pending for later.
 */
export async function applyBkashState(
  services: PaymentServices,
  payment: PaymentRow,
  state: BkashPaymentState,
): Promise<void> {
  switch (state.transactionStatus) {
    case 'Completed': {
      const mismatch = mismatchOf(payment, state);
      if (mismatch) {
        await services.payments.end(payment.id, 'failed', {
          code: 'amount_mismatch',
          reason: mismatch,
        });
        return;
      }
      await settlePaymentWorkflow(services).run(payment.id, { bkashTrxId: state.trxID });
      return;
    }
    case 'Failed':
      await services.payments.end(payment.id, 'failed', {
        code: 'declined_at_gateway',
        reason: 'bKash reported the payment failed.',
      });
      return;
    case 'Cancelled':
      await services.payments.end(payment.id, 'cancelled', {
        code: 'cancelled_at_gateway',
        reason: 'The payment was cancelled at bKash.',
      });
      return;
    case 'Expired':
      await services.payments.end(payment.id, 'expired', {
        code: 'expired',
        reason: 'The bKash payment expired.',
      });
      return;
    default:
      return;
  }
}
