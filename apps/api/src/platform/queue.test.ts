import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, Queue } from './queue.ts';
import { testDatabaseUrl } from '../../test/database-url.ts';

describe('queue', () => {
  let queue: Queue;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    queue = await Queue.open(testDatabaseUrl(), logger);
  });
  afterAll(async () => {
    await queue.stop();
  });

  it('runs a sent job through PostgreSQL with its validated payload', async () => {
    const received: string[] = [];
    let done: () => void = () => {};
    const finished = new Promise<void>((resolve) => (done = resolve));
    const greet = defineJob({
      name: `test.greet.${Date.now()}`,
      payload: z.object({ name: z.string() }),
      async handle(payload) {
        received.push(payload.name);
        done();
      },
    });
    await queue.work([greet], logger);
    await queue.send(greet, { name: 'Rahim' });
    await finished;
    expect(received).toEqual(['Rahim']);
  });

  it('refuses to send a payload that does not match the job', async () => {
    const job = defineJob({
      name: 'test.strict',
      payload: z.object({ count: z.number().int() }),
      async handle() {},
    });
    await expect(queue.send(job, { count: 'many' } as never)).rejects.toThrow();
  });
});
