import { z } from 'zod';
import { createMoneyServices, type BkashGateway } from '../modules/index.ts';
import { openDatabase } from '../platform/database.ts';
import { defineJob } from '../platform/queue.ts';
import { reconcilePayments } from '../workflows/index.ts';

/**
 * Every minute (pg-boss schedule), asks bKash about pending payments whose callback never
 * came (workflows/reconcile-payments.ts). The worker opens its database on the first run.
 */
export function reconcilePaymentsJob(connectionString: string, bkash: BkashGateway) {
  let services: ReturnType<typeof createMoneyServices> | undefined;
  return defineJob({
    name: 'reconcile-payments',
    payload: z.object({}).loose(),
    schedule: '* * * * *',
    retryLimit: 0,
    async handle(_payload, logger) {
      services ??= createMoneyServices(openDatabase(connectionString, 2).db, { bkash });
      const seen = await reconcilePayments(services, {
        onError: (err, paymentId) => logger.warn({ err, paymentId }, 'reconcile: payment skipped'),
      });
      if (seen) logger.info({ seen }, 'reconciled pending bKash payments');
    },
  });
}
