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

/**
 * A pool whose lost connections are told to `onError` instead of ending the process: pg emits
 * `error` on an idle pooled client (the pool's) or on a checked-out client between queries
 * (the client's) when PostgreSQL restarts or ends the session, and an unheard `error` event is
 * an uncaught exception. The query that next uses such a client fails on its own and the pool
 * replaces the client.
 */
export function openDatabase(
  connectionString: string,
  max = 10,
  onError: (error: Error) => void = () => {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return { pool, db: drizzle(pool) };
}
