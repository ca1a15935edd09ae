/**
 * When the reconciliation job asks bKash about a payment again (docs/payments.md): soon while
 * bKash answers, further apart while it fails (doubling, up to a cap), and not at all once the
 * payment is older than `reviewAfterMs` with checks still failing: then a person decides.
 */
export interface CheckPolicy {
  /** A new payment is left to its callback this long before the first check. */
  firstCheckAfterMs: number;
  /** bKash lets a customer approve a payment this long; after it, Initiated is over. */
  approvalWindowMs: number;
  /** Between checks while bKash answers but the payment is still open at bKash. */
  intervalMs: number;
  /** The wait after the first failed check in a row; it doubles after each further one. */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** Past this age (from the payment's start) a failing check hands the payment to staff. */
  reviewAfterMs: number;
}

const MINUTE = 60_000;

export const DEFAULT_CHECK_POLICY: CheckPolicy = {
  firstCheckAfterMs: 2 * MINUTE,
  approvalWindowMs: 30 * MINUTE,
  intervalMs: MINUTE,
  backoffBaseMs: MINUTE,
  backoffCapMs: 60 * MINUTE,
  reviewAfterMs: 24 * 60 * MINUTE,
};

export type AfterFailure = { nextCheckAt: Date; needsReview: false } | { needsReview: true };

/**
 * Where a payment goes after its `failedAttempts`-th failed check in a row (1 for the first):
 * the next try after base × 2^(n−1), capped — or staff's queue once the payment is older than
 * `reviewAfterMs`.
 */
export function afterFailedCheck(
  failedAttempts: number,
  startedAt: Date,
  now: Date,
  policy: CheckPolicy,
): AfterFailure {
  if (now.getTime() - startedAt.getTime() >= policy.reviewAfterMs) return { needsReview: true };
  // 2^30 minutes is far past any cap; bounding the exponent keeps the number finite.
  const exponent = Math.min(Math.max(failedAttempts, 1) - 1, 30);
  const wait = Math.min(policy.backoffBaseMs * 2 ** exponent, policy.backoffCapMs);
  return { nextCheckAt: new Date(now.getTime() + wait), needsReview: false };
}
