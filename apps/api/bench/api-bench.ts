/**
 * `npm run bench`: autocannon against the commerce API on 127.0.0.1. Uses BENCH_API_URL when a
 * server is already running; otherwise starts one on a free port against DATABASE_URL or the
 * embedded PostgreSQL, with migrations and demo data.
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadDemoData } from '../src/demo/load-demo-data.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/database.ts';
import { resolveDatabaseServer } from '../src/platform/database-server.ts';
import { runMigrations } from '../src/platform/migrations.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const scenarios = [
  { name: 'region/current', path: '/api/core/customer/region/v1/current' },
  {
    name: 'shipping-categories',
    path: '/api/shipping-core/customer/shipping-category/v1/shipping-categories?page=1&per_page=500',
  },
];

async function startLocalApi(): Promise<{ url: string; close(): Promise<void> }> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const server = await resolveDatabaseServer(config.DATABASE_URL);
  const database = openDatabase(server.connectionString);
  await runMigrations(database.db);
  await loadDemoData(database.db);
  const app = await buildApp({ config, database, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    async close() {
      await app.close();
      await database.pool.end();
      await server.stop();
    },
  };
}

const external = process.env.BENCH_API_URL;
const api = external ? { url: external, close: async () => {} } : await startLocalApi();
console.log(`Benchmarking ${api.url} — ${CONNECTIONS} connections, ${DURATION_SECONDS}s each\n`);
console.log(
  'scenario'.padEnd(24),
  'req/s'.padStart(10),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(8),
);
for (const scenario of scenarios) {
  const result = await autocannon({
    url: api.url + scenario.path,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { accept: 'application/json', 'x-region': 'BD' },
  });
  const failures = result.errors + result.non2xx;
  console.log(
    scenario.name.padEnd(24),
    result.requests.average.toFixed(0).padStart(10),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(failures).padStart(8),
  );
}
await api.close();
