import type { FastifyInstance } from 'fastify';
import { Queue } from './queue.ts';

/**
 * The API's connection to pg-boss, opened on first use (many API processes never send a job)
 * and closed with the app. A failed open is retried by the next caller.
 */
export function lazyQueue(app: FastifyInstance, connectionString: string): () => Promise<Queue> {
  let queue: Promise<Queue> | undefined;
  app.addHook('onClose', async () => {
    if (queue) await (await queue).stop();
  });
  return () => {
    queue ??= Queue.open(connectionString, app.log).catch((error: unknown) => {
      queue = undefined;
      throw error;
    });
    return queue;
  };
}
