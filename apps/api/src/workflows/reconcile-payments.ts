import { DEFAULT_CHECK_POLICY, type CheckPolicy } from '../modules/payments/index.ts';
import type { PaymentServices } from './services.ts';
import { checkAtBkash, describeCheckError, recordCheck } from './bkash-outcome.ts';

export interface ReconcileOptions {
  /** The job's clock (tests move it). */
  now?: Date;
  /** When to ask again, how to back off, and when to hand a payment to staff. */
  policy?: CheckPolicy;
  /** How many payments one run checks. */
  limit?: number;
  onError?: (error: unknown, paymentId: number) => void;
  /** Told when a payment goes to staff's queue (the job logs it as a warning). */
  onReview?: (paymentId: number, answer: string) => void;
}

/** A run holds the payments it took this long; one that dies leaves them to the next run. */
const LEASE_MS = 5 * 60_000;

/**
 * The bKash payments whose outcome we do not know yet (the callback never came, the browser
 * closed, a superseded payment still open at bKash): ask bKash, each when its check is due
 * (docs/payments.md). A check that fails backs off (doubling up to the policy's cap), and a
 * payment whose checks still fail `reviewAfterMs` after it started goes to staff's queue
 * instead of being skipped for ever. One payment's error does not stop the others. Answers
 * how many it checked.
 */
export async function reconcilePayments(
  services: PaymentServices,
  options: ReconcileOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const policy = options.policy ?? DEFAULT_CHECK_POLICY;
  const due = await services.payments.takeDueChecks(now, LEASE_MS, options.limit);
  for (const payment of due) {
    try {
      const outcome = await checkAtBkash(services, payment, {
        now,
        expireAfterMs: policy.approvalWindowMs,
      });
      await recordCheck(services, payment.id, now, outcome, policy);
      if (outcome.next === 'review') options.onReview?.(payment.id, outcome.answer);
    } catch (error) {
      options.onError?.(error, payment.id);
      const after = await services.payments.checkFailed(
        payment.id,
        now,
        describeCheckError(error),
        payment.createdAt,
        policy,
      );
      if (after?.needsReview) options.onReview?.(payment.id, describeCheckError(error));
    }
  }
  return due.length;
}
