export {
  openDatabase,
  type Database,
  type DatabaseHandle,
  type PoolOptions,
  type Transaction,
} from './database.ts';
export {
  DEFAULT_DATA_DIR,
  REPOSITORY_ROOT,
  resolveDatabaseServer,
  type DatabaseServer,
} from './database-server.ts';
export { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.ts';
export { runMigrationSet, type MigrationSet } from './migrations.ts';
