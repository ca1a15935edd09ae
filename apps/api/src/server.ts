import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/database.ts';
import { resolveDatabaseServer } from '@crossport/db';
import { runMigrations } from './platform/migrations.ts';
import { loadReferenceData } from './reference-data.ts';

const config = loadConfig();
const server = await resolveDatabaseServer(config.DATABASE_URL);
// A lost connection (PostgreSQL restarting) fails the queries that used it, not the process.
let lostConnection = (err: Error) => console.warn('database connection lost:', err.message);
const onError = (err: Error) => lostConnection(err);
// Migrations may wait for locks as long as they need; requests may not (DATABASE_LOCK_TIMEOUT_MS).
const migrator = openDatabase(server.connectionString, 1, { onError });
await runMigrations(migrator);
await loadReferenceData(migrator.db);
await migrator.pool.end();
const database = openDatabase(server.connectionString, 10, {
  lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
  onError,
});
const app = await buildApp({ config, database });
lostConnection = (err) => app.log.warn({ err }, 'database connection lost');

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.pool.end();
  await server.stop();
});

await app.listen({ host: config.API_HOST, port: config.API_PORT });
