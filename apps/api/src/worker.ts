import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { createJobs } from './jobs/index.ts';
import { bkashClientConfig, createBkashClient } from './modules/index.ts';
import { loadConfig } from './platform/config.ts';
import { resolveDatabaseServer } from '@crossport/db';
import { Queue } from './platform/queue.ts';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL, base: { service: 'worker' } });
const server = await resolveDatabaseServer(config.DATABASE_URL);
// The reconciliation job asks bKash about payments whose callback never came.
const jobs = createJobs(config, server.connectionString, {
  bkash: createBkashClient(bkashClientConfig(config)),
});
const queue = await Queue.open(server.connectionString, logger);
await queue.work(jobs, logger);
logger.info({ jobs: jobs.map((j) => j.name) }, 'worker ready');

closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'worker stopping after an error');
  else logger.info({ signal }, 'worker stopping');
  await queue.stop();
  await server.stop();
});
