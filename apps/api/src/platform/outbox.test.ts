import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { positionalSql } from './outbox.ts';
import { defineJob, Queue } from './queue.ts';
import { testDatabaseUrl } from '../../test/database-url.ts';

describe('outbox: jobs sent in a transaction', () => {
  let queue: Queue;
  let database: DatabaseHandle;
  const logger = pino({ level: 'silent' });
  const worked: number[] = [];
  let workedTwo: () => void = () => {};
  const secondWorked = new Promise<void>((resolve) => (workedTwo = resolve));
  const job = defineJob({
    name: `test.outbox.${process.pid}.${Date.now()}`,
    payload: z.object({ order_id: z.number().int() }),
    async handle(payload) {
      worked.push(payload.order_id);
      if (payload.order_id === 2) workedTwo();
    },
  });
  const queued = async (orderId: number) => {
    const { rows } = await database.pool.query<{ count: number }>(
      `select count(*)::int as count from pgboss.job where name = $1 and data->>'order_id' = $2`,
      [job.name, String(orderId)],
    );
    return rows[0]?.count;
  };

  beforeAll(async () => {
    queue = await Queue.open(testDatabaseUrl(), logger);
    database = openDatabase(testDatabaseUrl(), 2);
  });
  afterAll(async () => {
    await queue.stop();
    await database.pool.end();
  });

  it('enqueues nothing when the transaction rolls back', async () => {
    const error = await database.db
      .transaction(async (tx) => {
        await queue.sendInTransaction(tx, job, { order_id: 1 });
        throw new Error('the order could not be stored');
      })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('the order could not be stored');
    expect(await queued(1)).toBe(0);
  });

  it('enqueues exactly once when the transaction commits, and not before', async () => {
    let seenInside: number | undefined;
    await database.db.transaction(async (tx) => {
      await queue.sendInTransaction(tx, job, { order_id: 2 });
      seenInside = await queued(2);
    });
    expect(seenInside).toBe(0);
    expect(await queued(2)).toBe(1);
    await queue.work([job], logger);
    await secondWorked;
    expect(worked).toEqual([2]);
  });

  it('validates the payload before writing anything', async () => {
    await expect(
      database.db.transaction((tx) =>
        queue.sendInTransaction(tx, job, { order_id: 'three' } as never),
      ),
    ).rejects.toThrow();
  });

  it('binds positional parameters, also when one is used twice', () => {
    const query = new PgDialect().sqlToQuery(
      positionalSql('select $1::int + $2::int, $1::int, $3::jsonb, $4', [4, 5, ['a'], undefined]),
    );
    expect(query.sql).toBe('select $1::int + $2::int, $3::int, $4::jsonb, $5');
    expect(query.params).toEqual([4, 5, 4, ['a'], null]);
    expect(() => positionalSql('select $3', [1])).toThrow(RangeError);
  });
});
