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
  /**
   * Told of lost connections instead of ending the process: pg emits `error` on an idle pooled
   * client (the pool's) or on a checked-out client between queries (the client's) when
   * PostgreSQL restarts or ends the session, and an unheard `error` event is an uncaught
   * exception. The query that next uses such a client fails on its own and the pool replaces
   * the client.
   */
  onError?: (error: Error) => void;
}

export function openDatabase(
  connectionString: string,
  max = 10,
  { lockTimeoutMs, onError = () => {} }: PoolOptions = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(lockTimeoutMs ? { options: `-c lock_timeout=${Math.round(lockTimeoutMs)}` } : {}),
  });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return { pool, db: drizzle(pool) };
}
