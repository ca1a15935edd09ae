import { z } from 'zod';
import { defineJob } from '../../../platform/queue.ts';
import type { HarvestRunner } from './runner.ts';

export const HarvestProductPayload = z.object({ harvest_job_id: z.string().uuid() });

/**
 * The pg-boss job that imports a pasted product link. The runner is resolved lazily so the
 * worker opens its database only when a job arrives and tests can bring their own.
 */
export function harvestProductJob(runner: () => Promise<HarvestRunner>) {
  return defineJob({
    name: 'catalog.harvest-product',
    payload: HarvestProductPayload,
    // Page problems end the harvest job as failed themselves; only infrastructure errors retry.
    retryLimit: 2,
    async handle(payload, logger) {
      await (await runner()).run(payload.harvest_job_id, logger);
    },
  });
}
