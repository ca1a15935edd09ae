import type { Config } from '../platform/config.ts';
import type { AnyJob } from '../platform/queue.ts';
import { unavailableBkash, type BkashGateway } from '../modules/index.ts';
import { harvestProduct } from './harvest-product.ts';
import { reconcilePaymentsJob } from './reconcile-payments.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

/**
 * Every background job the worker runs, given the config parsed once at start-up and the
 * worker's database; modules add theirs here as they need one.
 */
export function createJobs(
  config: Config,
  connectionString: string,
  deps: { bkash?: BkashGateway } = {},
): AnyJob[] {
  return [
    harvestProduct(config, connectionString),
    reconcilePaymentsJob(connectionString, deps.bkash ?? unavailableBkash),
    renderInvoicePdf(config, connectionString),
  ];
}
