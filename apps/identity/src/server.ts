import { openDatabase, resolveDatabaseServer } from '@crossport/db';
import closeWithGrace from 'close-with-grace';
import { ADMIN_HOST, buildIdentityAdminApp } from './admin-app.ts';
import { buildIdentityApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startHousekeeping } from './database/housekeeping.ts';
import { runIdentityMigrations } from './database/migrations.ts';
import { loadDemoIdentities } from './demo.ts';

/**
 * The identity service (Ory Kratos-compatible public API). Migrates its own schema, loads the
 * demo customer once, then listens; started by scripts/start.ts with DATABASE_URL set. The
 * admin API listens apart, on 127.0.0.1 only, and only when IDENTITY_ADMIN_ENABLED is on.
 */
const config = loadConfig();
const server = await resolveDatabaseServer(process.env.DATABASE_URL);
// A lost connection (PostgreSQL restarting) fails the queries that used it, not the process.
let lostConnection = (err: Error) => console.warn('database connection lost:', err.message);
const database = openDatabase(server.connectionString, 10, {
  onError: (err) => lostConnection(err),
});
await runIdentityMigrations(database);
if (config.demoData) await loadDemoIdentities(database.db);

const { app, context } = await buildIdentityApp({ config, db: database.db });
lostConnection = (err) => app.log.warn({ err }, 'database connection lost');
const admin = config.adminEnabled ? await buildIdentityAdminApp({ context }) : undefined;
context.courier.start();
const stopHousekeeping = startHousekeeping(database.db, (error) =>
  app.log.warn({ err: error }, 'identity housekeeping failed'),
);

closeWithGrace({ delay: 5_000 }, async () => {
  stopHousekeeping();
  await admin?.close();
  await app.close();
  await database.pool.end();
  await server.stop();
});

await app.listen({ host: config.host, port: config.port });
if (admin) {
  await admin.listen({ host: ADMIN_HOST, port: config.adminPort });
  admin.log.warn('identity admin API enabled (IDENTITY_ADMIN_ENABLED): keep its port private');
}
