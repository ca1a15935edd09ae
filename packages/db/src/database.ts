import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = NodePgDatabase;
/** The handle inside `db.transaction(...)`: the one transaction type every repository takes. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
}

// pg returns BIGINT (int8) as strings by default; our bigints are ids and minor units that fit
// in a JS safe integer, so read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface PoolOptions {
  /**
   * How long a statement may wait for a row or table lock before PostgreSQL gives up with
   * 55P03 (`lock_timeout`); unset waits forever. A request pool needs it: a transaction that
   * holds a lock and asks the pool for a second connection, while every other connection
   * waits on that lock, would otherwise wait for ever, and so would every request after it.
   */
  lockTimeoutMs?: number;
}

export function openDatabase(
  connectionString: string,
  max = 10,
  { lockTimeoutMs }: PoolOptions = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(lockTimeoutMs ? { options: `-c lock_timeout=${Math.round(lockTimeoutMs)}` } : {}),
  });
  return { pool, db: drizzle(pool) };
}
