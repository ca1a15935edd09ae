import type { Config } from '../platform/config.ts';
import type { AnyJob } from '../platform/queue.ts';
import { harvestProduct } from './harvest-product.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

/**
 * Every background job the worker runs, given the config parsed once at start-up and the
 * worker's database; modules add theirs here as they need one.
 */
export function createJobs(config: Config, connectionString: string): AnyJob[] {
  return [harvestProduct(config, connectionString), renderInvoicePdf(config, connectionString)];
}
