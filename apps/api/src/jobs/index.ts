import type { AnyJob } from '../platform/queue.ts';
import { harvestProduct } from './harvest-product.ts';

/** Every background job the worker runs; modules add theirs here as they need one. */
export const jobs: AnyJob[] = [harvestProduct];
