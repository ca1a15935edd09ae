import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from './database.ts';
import { transactionExecutor } from './outbox.ts';

/** A background job: its payload is validated when sent and again when worked. */
export interface JobDefinition<Schema extends z.ZodType> {
  name: string;
  payload: Schema;
  /** A cron expression (UTC): pg-boss then sends the job on this schedule, once per tick. */
  schedule?: string;
  /** Retries with exponential back-off before a job is kept as failed. */
  retryLimit?: number;
  /**
   * pg-boss's queue policy. `stately` keeps at most one waiting and one running job per
   * singleton key, so `sendOnce` from concurrent requests enqueues one job.
   */
  policy?: 'standard' | 'stately';
  handle(payload: z.infer<Schema>, logger: FastifyBaseLogger): Promise<void>;
}

export function defineJob<Schema extends z.ZodType>(
  job: JobDefinition<Schema>,
): JobDefinition<Schema> {
  return job;
}

// Jobs of every payload type live in one list; the payload is checked at the edge of each call.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- heterogeneous job list
export type AnyJob = JobDefinition<any>;

export class Queue {
  private constructor(private readonly boss: PgBoss) {}

  static async open(connectionString: string, logger: FastifyBaseLogger): Promise<Queue> {
    const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
    boss.on('error', (error) => logger.error({ err: error }, 'queue error'));
    await boss.start();
    return new Queue(boss);
  }

  async send<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    payload: z.infer<Schema>,
  ): Promise<string> {
    const data = job.payload.parse(payload) as object;
    await this.ensureQueue(job);
    const id = await this.boss.send(job.name, data, {
      retryLimit: job.retryLimit ?? 3,
      retryBackoff: true,
    });
    if (!id) throw new Error(`Queue refused job ${job.name}`);
    return id;
  }

  /**
   * Enqueues a job inside the caller's database transaction (the outbox): it is stored when
   * the transaction commits and never when it rolls back. Side effects after a commit (emails,
   * imports, notifications) go through here, never fire-and-forget after the commit.
   */
  async sendInTransaction<Schema extends z.ZodType>(
    tx: Transaction,
    job: JobDefinition<Schema>,
    payload: z.infer<Schema>,
  ): Promise<string> {
    const data = job.payload.parse(payload) as object;
    await this.ensureQueue(job);
    const id = await this.boss.send(job.name, data, {
      retryLimit: job.retryLimit ?? 3,
      retryBackoff: true,
      db: transactionExecutor(tx),
    });
    if (!id) throw new Error(`Queue refused job ${job.name}`);
    return id;
  }

  /**
   * Enqueues a job of a `stately` queue unless one with the same key is already waiting:
   * answers the new job's id, or null when an equal job was already queued. For work that is
   * idempotent and asked for by many at once (rendering an invoice PDF).
   */
  async sendOnce<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    payload: z.infer<Schema>,
    singletonKey: string,
  ): Promise<string | null> {
    if (job.policy !== 'stately') throw new Error(`${job.name} is not a stately queue`);
    const data = job.payload.parse(payload) as object;
    await this.ensureQueue(job);
    return this.boss.send(job.name, data, {
      retryLimit: job.retryLimit ?? 3,
      retryBackoff: true,
      singletonKey,
    });
  }

  /** Creates a queue once per process; pg-boss refuses jobs for a queue that does not exist. */
  private readonly queues = new Map<string, Promise<void>>();
  private ensureQueue(job: AnyJob): Promise<void> {
    const { name } = job;
    let created = this.queues.get(name);
    if (!created) {
      created = this.boss
        .createQueue(name, { name, policy: job.policy ?? 'standard' })
        .catch((error: unknown) => {
          this.queues.delete(name);
          throw error;
        });
      this.queues.set(name, created);
    }
    return created;
  }

  async work(jobs: AnyJob[], logger: FastifyBaseLogger): Promise<void> {
    for (const job of jobs) {
      await this.ensureQueue(job);
      await this.boss.work(job.name, async ([item]) => {
        if (!item) return;
        const log = logger.child({ job: job.name, jobId: item.id });
        await job.handle(job.payload.parse(item.data), log);
        log.info('job done');
      });
      if (job.schedule) await this.boss.schedule(job.name, job.schedule, {});
    }
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}
