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

export function openDatabase(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  return { pool, db: drizzle(pool) };
}
