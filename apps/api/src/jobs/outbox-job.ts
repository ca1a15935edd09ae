import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Database } from '../platform/database.ts';
import { defineJob } from '../platform/queue.ts';

/**
 * A job that, every minute, delivers what an outbox table holds (notification emails and
 * pushes): `make` builds the deliverer once, on the first run, with the worker's own small
 * pool; each run sends one bounded batch and logs how many.
 */
export function outboxJob(
  name: string,
  connectionString: string,
  make: (db: Database, logger: FastifyBaseLogger) => Promise<() => Promise<number>>,
) {
  let deliver: (() => Promise<number>) | undefined;
  return defineJob({
    name,
    payload: z.object({}).loose(),
    schedule: '* * * * *',
    retryLimit: 0,
    async handle(_payload, logger) {
      deliver ??= await make(openDatabase(connectionString, 2).db, logger);
      const delivered = await deliver();
      if (delivered) logger.info({ delivered, job: name }, 'outbox delivered');
    },
  });
}
