import { addMoney, money, toDecimalString } from '@crossport/money';
import {
  BkashError,
  BkashUnavailable,
  isSuperseded,
  type CheckPolicy,
  type BkashPaymentState,
  type PaymentRow,
} from '../modules/payments/index.ts';
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
 * Failed, Cancelled and Expired end it; anything else leaves it pending for later. For a
 * superseded payment only Completed does anything: settlement credits it to the wallet.
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

/** What a check of a payment at bKash found, and whether to ask again, stop, or ask a person. */
export interface CheckOutcome {
  answer: string;
  next: 'again' | 'done' | 'review';
}

/** bKash's answer in a line for staff (no personal data: bKash's wallet numbers stay out). */
export function describeState(state: BkashPaymentState): string {
  const trx = state.trxID ? `, trxID ${state.trxID}` : '';
  return `bKash: ${state.transactionStatus} (${state.amount} ${state.currency}${trx})`;
}

/** Why a check failed, in a line for staff; the bKash client's errors carry no secrets. */
export function describeCheckError(error: unknown): string {
  if (error instanceof BkashUnavailable) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `bKash could not be reached${cause}`;
  }
  if (error instanceof Error) return error.message;
  return 'The check failed for an unknown reason.';
}

/**
 * Asks bKash about one payment and acts on the answer (docs/payments.md): the reconciliation
 * job, the start of a newer payment for the same invoice, and staff's "check again" all come
 * here. A pending payment: Completed settles, approved is captured, Failed/Cancelled/Expired
 * end, still Initiated past `expireAfterMs` (bKash's approval window) or never created at
 * bKash expires. A superseded payment is only watched: never captured, and if bKash charged
 * it anyway it is credited to the wallet. bKash's errors are thrown to the caller.
 */
export async function checkAtBkash(
  services: PaymentServices,
  payment: PaymentRow,
  options: { now: Date; expireAfterMs: number },
): Promise<CheckOutcome> {
  const watched = isSuperseded(payment);
  if (payment.status !== 'pending' && !watched) {
    return { answer: `Already ${payment.status}: nothing to ask bKash.`, next: 'done' };
  }
  const expired = options.now.getTime() - payment.createdAt.getTime() >= options.expireAfterMs;
  if (!payment.bkashPaymentId) {
    if (!expired) return { answer: 'Not created at bKash yet.', next: 'again' };
    if (!watched) {
      await services.payments.end(payment.id, 'expired', {
        code: 'expired',
        reason: 'The payment was never started at bKash.',
      });
    }
    return { answer: 'Never created at bKash.', next: 'done' };
  }
  let state = await services.bkash.queryPayment(payment.bkashPaymentId);
  // Approved but not captured: ours to capture only while it is the invoice's open payment.
  if (state.transactionStatus === 'Pending Authorized' && !watched) {
    state = await executeOrQuery(services, payment.bkashPaymentId);
  }
  const answer = describeState(state);
  if (state.transactionStatus === 'Initiated' || state.transactionStatus === 'Pending Authorized') {
    if (!expired) return { answer, next: 'again' };
    if (!watched) {
      await services.payments.end(payment.id, 'expired', {
        code: 'expired',
        reason: 'The bKash payment was not approved in time.',
      });
    }
    return { answer, next: 'done' };
  }
  const mismatch = state.transactionStatus === 'Completed' ? mismatchOf(payment, state) : null;
  // Money bKash took for a payment that is not ours to fail any more: a person must look.
  if (mismatch && watched) return { answer: `${answer}: ${mismatch}`, next: 'review' };
  await applyBkashState(services, payment, state);
  return { answer, next: 'done' };
}

/** Stores what a check found: when to ask again, or that a person must look. */
export async function recordCheck(
  services: PaymentServices,
  paymentId: number,
  now: Date,
  outcome: CheckOutcome,
  policy: CheckPolicy,
): Promise<void> {
  if (outcome.next === 'review') {
    await services.payments.checkNeedsPerson(paymentId, now, outcome.answer);
    return;
  }
  const next = outcome.next === 'again' ? new Date(now.getTime() + policy.intervalMs) : null;
  await services.payments.checkAnswered(paymentId, now, outcome.answer, next);
}
