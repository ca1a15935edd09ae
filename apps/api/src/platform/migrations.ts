import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMigrationSet } from '@crossport/db';
import type pg from 'pg';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

// Any constant works; it only has to differ from the identity service's own.
const MIGRATION_LOCK = 7140400;

/** Applies every pending migration; safe to run on each start (drizzle records what ran). */
export async function runMigrations(database: { pool: pg.Pool }): Promise<void> {
  await runMigrationSet(database, { folder: MIGRATIONS_FOLDER, lockKey: MIGRATION_LOCK });
}
