import { z } from 'zod';
import { createStorageServices } from '../modules/index.ts';
import { openDatabase } from '../platform/database.ts';
import { defineJob } from '../platform/queue.ts';
import { sweepStorage } from '../workflows/index.ts';

/**
 * On the configured schedule (hourly by default), runs the storage sweep as of now: reminders,
 * daily fees, final notices and disposal (workflows/storage-sweep.ts). `now` is injectable so
 * a test can run the job's handler on any day.
 */
export function storageSweepJob(
  connectionString: string,
  schedule: string,
  now: () => Date = () => new Date(),
) {
  let services: ReturnType<typeof createStorageServices> | undefined;
  return defineJob({
    name: 'storage-sweep',
    payload: z.object({}).loose(),
    schedule,
    retryLimit: 0,
    async handle(_payload, logger) {
      services ??= createStorageServices(openDatabase(connectionString, 2).db);
      const seen = await sweepStorage(services, now());
      logger.info({ seen }, 'storage sweep done');
    },
  });
}
