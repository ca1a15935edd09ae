import { openDatabase } from '@crossport/api/platform/database';
import { resolveDatabaseServer } from '@crossport/api/platform/database-server';
import closeWithGrace from 'close-with-grace';
import { buildIdentityApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startHousekeeping } from './database/housekeeping.ts';
import { runIdentityMigrations } from './database/migrations.ts';
import { loadDemoIdentities } from './demo.ts';

/**
 * The identity service (Ory Kratos-compatible public API). Migrates its own schema, loads the
 * demo customer once, then listens; started by scripts/start.ts with DATABASE_URL set.
 */
const config = loadConfig();
const server = await resolveDatabaseServer(process.env.DATABASE_URL);
const database = openDatabase(server.connectionString, 10);
await runIdentityMigrations(database);
if (config.demoData) await loadDemoIdentities(database.db);

const { app, context } = await buildIdentityApp({ config, db: database.db });
context.courier.start();
const stopHousekeeping = startHousekeeping(database.db, (error) =>
  app.log.warn({ err: error }, 'identity housekeeping failed'),
);

closeWithGrace({ delay: 5_000 }, async () => {
  stopHousekeeping();
  await app.close();
  await database.pool.end();
  await server.stop();
});

await app.listen({ host: config.host, port: config.port });
