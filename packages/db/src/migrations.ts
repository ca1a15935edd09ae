import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** One service's drizzle-kit migrations and where their bookkeeping lives. */
export interface MigrationSet {
  folder: string;
  /** An advisory-lock key of this set's own, so services never wait on each other. */
  lockKey: number;
  /** Schema and table of drizzle's record of what ran (drizzle's defaults when unset). */
  schema?: string;
  table?: string;
}

/**
 * Applies a service's pending migrations. Safe on every start and from parallel processes:
 * an advisory lock on one connection makes concurrent callers wait instead of racing.
 */
export async function runMigrationSet(database: { pool: pg.Pool }, set: MigrationSet) {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [set.lockKey]);
    await migrate(drizzle(client), {
      migrationsFolder: set.folder,
      ...(set.schema ? { migrationsSchema: set.schema } : {}),
      ...(set.table ? { migrationsTable: set.table } : {}),
    });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [set.lockKey]).catch(() => {});
    client.release();
  }
}
