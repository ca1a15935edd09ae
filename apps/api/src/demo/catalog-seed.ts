/**
 * `npm run seed:catalog -- --products 1000000 [--database-url postgres://…] [--namespace demo]`:
 * migrates the database and loads that many demo products (idempotent; reruns add only what is
 * missing). Without --database-url it uses DATABASE_URL or the embedded PostgreSQL.
 */
import { parseArgs } from 'node:util';
import { loadDemoData } from './load-demo-data.ts';
import { loadDemoCatalog } from './catalog-loader.ts';
import { openDatabase } from '../platform/database.ts';
import { resolveDatabaseServer } from '@crossport/db';
import { runMigrations } from '../platform/migrations.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '5000' },
    'database-url': { type: 'string' },
    namespace: { type: 'string', default: 'demo' },
  },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1)
  throw new Error('--products must be a positive integer');

const server = await resolveDatabaseServer(values['database-url'] ?? process.env.DATABASE_URL);
const database = openDatabase(server.connectionString, 2);
const started = Date.now();
await runMigrations(database);
await loadDemoData(database.db);
let lastReport = 0;
const added = await loadDemoCatalog(database.db, {
  products,
  namespace: values.namespace,
  batchSize: 5_000,
  onProgress(done, total) {
    if (Date.now() - lastReport > 5_000 || done === total) {
      lastReport = Date.now();
      process.stdout.write(
        `${done.toLocaleString('en')} / ${total.toLocaleString('en')} products\n`,
      );
    }
  },
});
// Keyword searches are topical, so rows of one category stored together mean a search reads
// a few hundred contiguous pages instead of one page per match (docs/catalog.md).
await database.pool.query(
  'CLUSTER product_search USING product_search_category_sales_idx; ANALYZE products; ANALYZE product_search; ANALYZE product_reviews',
);
process.stdout.write(
  `Added ${added.toLocaleString('en')} products in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
await database.pool.end();
await server.stop();
