import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

export const IDENTITY_MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

// Any constant works; it only has to differ from the commerce API's own locks.
const MIGRATION_LOCK = 7140433;

/**
 * Applies the identity service's pending migrations (schema `identity`, bookkeeping in
 * `identity.__drizzle_migrations`). Safe on every start and from parallel processes: an
 * advisory lock on one connection makes concurrent callers wait instead of racing.
 */
export async function runIdentityMigrations(database: { pool: pg.Pool }): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), {
      migrationsFolder: IDENTITY_MIGRATIONS_FOLDER,
      migrationsSchema: 'identity',
      migrationsTable: '__drizzle_migrations',
    });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
