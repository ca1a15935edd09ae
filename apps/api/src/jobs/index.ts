import type { Config } from '../platform/config.ts';
import type { AnyJob } from '../platform/queue.ts';
import { bkashClientConfig, createBkashClient, type BkashGateway } from '../modules/index.ts';
import { deliverNotificationEmailsJob } from './deliver-notification-emails.ts';
import { deliverNotificationPushJob } from './deliver-notification-push.ts';
import { harvestProduct } from './harvest-product.ts';
import { reconcilePaymentsJob } from './reconcile-payments.ts';
import { recordSecondFactorLocksJob } from './record-second-factor-locks.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';
import { storageSweepJob } from './storage-sweep.ts';

/**
 * Every background job the worker runs, given the config parsed once at start-up and the
 * worker's database; modules add theirs here as they need one.
 */
export function createJobs(
  config: Config,
  connectionString: string,
  /** Tests hand in a bKash double; the worker uses the client for BKASH_BASE_URL. */
  deps: { bkash?: BkashGateway } = {},
): AnyJob[] {
  return [
    harvestProduct(config, connectionString),
    renderInvoicePdf(config, connectionString),
    reconcilePaymentsJob(
      connectionString,
      deps.bkash ?? createBkashClient(bkashClientConfig(config)),
      config.PAYMENT_REVIEW_AFTER_HOURS,
    ),
    storageSweepJob(connectionString, config.STORAGE_SWEEP_CRON),
    deliverNotificationEmailsJob(config, connectionString),
    deliverNotificationPushJob(config, connectionString),
    recordSecondFactorLocksJob(connectionString),
  ];
}
