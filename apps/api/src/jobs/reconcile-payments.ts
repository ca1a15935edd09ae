import { z } from 'zod';
import { createMoneyServices, DEFAULT_CHECK_POLICY, type BkashGateway } from '../modules/index.ts';
import { openDatabase } from '../platform/database.ts';
import { defineJob } from '../platform/queue.ts';
import { reconcilePayments } from '../workflows/index.ts';

/**
 * Every minute (pg-boss schedule), asks bKash about the payments whose check is due
 * (workflows/reconcile-payments.ts): pending ones whose callback never came, superseded ones
 * still open at bKash, each backing off while bKash fails. The worker opens its database on
 * the first run; `reviewAfterHours` (PAYMENT_REVIEW_AFTER_HOURS) is when staff take over.
 */
export function reconcilePaymentsJob(
  connectionString: string,
  bkash: BkashGateway,
  reviewAfterHours: number,
) {
  const policy = { ...DEFAULT_CHECK_POLICY, reviewAfterMs: reviewAfterHours * 3_600_000 };
  let services: ReturnType<typeof createMoneyServices> | undefined;
  return defineJob({
    name: 'reconcile-payments',
    payload: z.object({}).loose(),
    schedule: '* * * * *',
    retryLimit: 0,
    async handle(_payload, logger) {
      services ??= createMoneyServices(openDatabase(connectionString, 2).db, { bkash });
      const seen = await reconcilePayments(services, {
        policy,
        onError: (err, paymentId) =>
          logger.warn({ err, paymentId }, 'reconcile: bKash check failed; backing off'),
        onReview: (paymentId, answer) =>
          logger.warn({ paymentId, answer }, 'reconcile: payment handed to staff for review'),
      });
      if (seen) logger.info({ seen }, 'checked bKash payments');
    },
  });
}
