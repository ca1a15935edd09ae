/** Public entry for scripts/start.ts: `runIdentityMigrations({ pool })` before starting. */
export { IDENTITY_MIGRATIONS_FOLDER, runIdentityMigrations } from './database/migrations.ts';
