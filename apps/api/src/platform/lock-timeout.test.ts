import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { testDatabaseUrl } from '../../test/database-url.ts';

/**
 * The request pool's lock timeout (DATABASE_LOCK_TIMEOUT_MS) against a pool deadlock: a
 * transaction holding a row lock asks the pool for another connection while every other
 * connection waits on that lock. Without the timeout nothing would ever move again.
 */
describe('a burst on one locked row never wedges the connection pool', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(() => Promise.all(handles.map((h) => h.pool.end())));
  const open = (lockTimeoutMs?: number) => {
    const handle = openDatabase(testDatabaseUrl(), 2, lockTimeoutMs ? { lockTimeoutMs } : {});
    handles.push(handle);
    return handle;
  };

  it('defaults to 5 seconds and is applied to every connection of the pool', async () => {
    expect(loadConfig({}).DATABASE_LOCK_TIMEOUT_MS).toBe(5_000);
    const { db } = open(1_234);
    const { rows } = await db.execute<{ lock_timeout: string }>(sql`SHOW lock_timeout`);
    expect(rows[0]!.lock_timeout).toBe('1234ms');
  });

  it('gives up the waiter (55P03) so the lock holder gets its second connection', async () => {
    const { db } = open(300);
    await db.execute(sql`CREATE TABLE IF NOT EXISTS lock_timeout_probe (id int PRIMARY KEY)`);
    await db.execute(sql`INSERT INTO lock_timeout_probe VALUES (1) ON CONFLICT DO NOTHING`);
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM lock_timeout_probe WHERE id = 1 FOR UPDATE`);
      locked();
      // Let the waiter take the pool's other connection and block on the row.
      await new Promise((resolve) => setTimeout(resolve, 100));
      // A read on a second connection: the pool has none until the waiter gives up.
      return db.execute(sql`SELECT 1 AS one`);
    });
    await isLocked;
    const waiter = db.transaction((tx) =>
      tx.execute(sql`SELECT id FROM lock_timeout_probe WHERE id = 1 FOR UPDATE`),
    );
    const [held, waited] = await Promise.allSettled([holder, waiter]);
    expect(held.status).toBe('fulfilled');
    expect(waited.status).toBe('rejected');
    const error = (waited as PromiseRejectedResult).reason as {
      code?: string;
      cause?: { code?: string };
    };
    expect(error.code ?? error.cause?.code).toBe('55P03');
  });
});
