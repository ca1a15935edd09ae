import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMigrationSet } from '@crossport/db';
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
  await runMigrationSet(database, {
    folder: IDENTITY_MIGRATIONS_FOLDER,
    lockKey: MIGRATION_LOCK,
    schema: 'identity',
    table: '__drizzle_migrations',
  });
}
