/**
 * One server of `npm run bench`, in a process of its own so its CPU time is its own: `api`
 * (the commerce API as the product builds it) or `ceiling` (bare Fastify and pg doing one
 * indexed query on the same `products` table: what one request costs at the least). Compiled
 * like the services (scripts/build-services.ts) and started by api-bench.ts with an IPC channel: it sends `{ url }` once listening and answers every
 * `'usage'` message with its CPU time and RSS.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/database.ts';

const kind = process.argv[2];
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';

async function startApi(): Promise<{ url: string; close(): Promise<void> }> {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  const database = openDatabase(databaseUrl);
  const app = await buildApp({ config, database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    async close() {
      await app.close();
      await database.pool.end();
    },
  };
}

/** The least a product read can cost: route, one indexed query by primary key, JSON out. */
async function startCeiling(): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const { rows } = await pool.query(
      'SELECT id, title, price_min, rating_tenths, review_count, sales_count FROM products WHERE id = $1',
      [Number(request.params.id)],
    );
    if (!rows[0]) return reply.status(404).send({ error: 'not found' });
    return { data: rows[0] };
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

const server = kind === 'ceiling' ? await startCeiling() : await startApi();
process.on('message', (message) => {
  if (message === 'usage') {
    const cpu = process.cpuUsage();
    process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000, rss: process.memoryUsage().rss });
  } else if (message === 'close') {
    void server.close().then(() => process.exit(0));
  }
});
process.send?.({ url: server.url });
