/**
 * `npm run bench`: autocannon against the commerce API on 127.0.0.1. Uses BENCH_API_URL when a
 * server is already running; otherwise starts one on a free port against DATABASE_URL or the
 * embedded PostgreSQL, with migrations and demo data.
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { loadDemoCatalog } from '../src/demo/catalog-loader.ts';
import { loadDemoData } from '../src/demo/load-demo-data.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/database.ts';
import { resolveDatabaseServer } from '@crossport/db';
import { runMigrations } from '../src/platform/migrations.ts';
import {
  prepareWalletBench,
  startBenchIdentity,
  TOKEN,
  walletHeaders,
  type WalletBench,
} from './wallet-payments.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const PRODUCTS = '/api/product/customer/v1';
// Product ids the detail scenario picks from: BENCH_PRODUCT_IDS (default 5,000, the demo size).
const PRODUCT_IDS = Number(process.env.BENCH_PRODUCT_IDS ?? 5_000);
const KEYWORDS = [
  'backpack',
  'wireless earbuds',
  'summer dress',
  'phone case',
  'yoga mat',
  'led lamp',
];
const SORTS = ['relevance', 'popular', 'price_asc', 'price_desc'];
let turn = 0;
/** Leaf category ids, read from nav-categories once the API is up. */
let leafIds = [1];

interface Scenario {
  name: string;
  path: string;
  /** Varies each request (autocannon setupRequest) so caches do not flatter the numbers. */
  setupRequest?: (request: { path: string; method?: string; body?: string }) => object;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Stop after this many requests instead of after the duration (each invoice pays once). */
  amount?: number;
}

const json = { 'content-type': 'application/json' };
const searchBody = (body: object) => ({
  method: 'POST',
  headers: json,
  body: JSON.stringify(body),
});

const scenarios: Scenario[] = [
  { name: 'region/current', path: '/api/core/customer/region/v1/current' },
  {
    name: 'shipping-categories',
    path: '/api/shipping-core/customer/shipping-category/v1/shipping-categories?page=1&per_page=500',
  },
  {
    name: 'product detail',
    path: `${PRODUCTS}/products/find/1`,
    setupRequest: (request) => ({
      ...request,
      path: `${PRODUCTS}/products/find/${1 + ((turn++ * 7_919) % PRODUCT_IDS)}`,
    }),
  },
  {
    name: 'search keyword',
    path: `${PRODUCTS}/products/search`,
    method: 'POST',
    setupRequest: (request) => {
      turn++;
      return {
        ...request,
        ...searchBody({
          keyword: KEYWORDS[turn % KEYWORDS.length],
          sort: SORTS[Math.floor(turn / KEYWORDS.length) % SORTS.length],
          per_page: 24,
        }),
      };
    },
  },
  {
    name: 'search filtered',
    path: `${PRODUCTS}/products/search`,
    method: 'POST',
    setupRequest: (request) => {
      turn++;
      return {
        ...request,
        ...searchBody({
          keyword: KEYWORDS[turn % KEYWORDS.length],
          min_price: 50_000,
          max_price: 500_000,
          source_site: 'taobao',
          sort: 'price_asc',
        }),
      };
    },
  },
  {
    name: 'category browse',
    path: `${PRODUCTS}/products/search`,
    method: 'POST',
    setupRequest: (request) => {
      turn++;
      return {
        ...request,
        ...searchBody({
          category_id: leafIds[turn % leafIds.length],
          sort: SORTS[1 + (turn % 3)],
        }),
      };
    },
  },
  { name: 'suggestion/products', path: `${PRODUCTS}/suggestion/products?keyword=back` },
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

// The pay-by-wallet scenario needs the bench's own API (its whoami stand-in and database).
const WALLET_PAYMENTS = Number(process.env.BENCH_WALLET_PAYMENTS ?? 2_000);
let wallet: WalletBench | undefined;

async function startLocalApi(): Promise<{ url: string; close(): Promise<void> }> {
  const identity = await startBenchIdentity();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    IDENTITY_URL: identity.url,
    SESSION_CACHE_SECONDS: '30',
  });
  const server = await resolveDatabaseServer(config.DATABASE_URL);
  const database = openDatabase(server.connectionString);
  await runMigrations(database);
  await loadDemoData(database.db);
  await loadDemoCatalog(database.db);
  const app = await buildApp({ config, database, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  wallet = await prepareWalletBench(database, url, WALLET_PAYMENTS);
  return {
    url,
    async close() {
      identity.close();
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
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(8),
);
const nav = (await (await fetch(`${api.url}/api/content/customer/v1/nav-categories`)).json()) as {
  data: { children: { id: number }[] }[];
};
leafIds = nav.data.flatMap((root) => root.children.map((leaf) => leaf.id));
if (wallet) {
  const bench = wallet;
  scenarios.push(
    // The baseline for the payment: a signed-in read of the same wallet, in the same run.
    {
      name: 'wallet balance (base)',
      path: '/api/wallet/customer/wallet/v1/balance',
      headers: { 'x-session-token': TOKEN },
    },
    {
      name: 'pay by wallet',
      path: '/api/invoice/customer/invoice/v1/invoices/0/pay',
      method: 'POST',
      amount: bench.invoiceIds.length,
      setupRequest: (request) => ({
        ...request,
        path: `/api/invoice/customer/invoice/v1/invoices/${bench.next()}/pay`,
        headers: walletHeaders(),
        body: JSON.stringify({ gateway: 'wallet' }),
      }),
    },
  );
} else {
  console.log('(pay by wallet needs the bench’s own API: unset BENCH_API_URL to run it)\n');
}
const medians = new Map<string, number>();
const only = process.env.BENCH_ONLY?.split(',');
for (const scenario of scenarios.filter((s) => !only || only.some((o) => s.name.includes(o)))) {
  // autocannon reports no p95, so every response time is kept and ranked here.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: api.url + scenario.path,
        method: scenario.method ?? 'GET',
        connections: CONNECTIONS,
        ...(scenario.amount ? { amount: scenario.amount } : { duration: DURATION_SECONDS }),
        headers: { accept: 'application/json', 'x-region': 'BD', ...scenario.headers },
        ...(scenario.setupRequest
          ? { requests: [{ setupRequest: scenario.setupRequest as never }] }
          : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  medians.set(scenario.name, percentile(times, 50));
  const failures = result.errors + result.non2xx;
  console.log(
    scenario.name.padEnd(24),
    result.requests.average.toFixed(0).padStart(10),
    percentile(times, 50).toFixed(1).padStart(8),
    percentile(times, 95).toFixed(1).padStart(8),
    percentile(times, 99).toFixed(1).padStart(8),
    String(failures).padStart(8),
  );
}
const payMedian = medians.get('pay by wallet');
const baseMedian = medians.get('wallet balance (base)');
if (wallet && payMedian !== undefined) {
  if (baseMedian) {
    console.log(
      `\npay by wallet p50 = ${(payMedian / baseMedian).toFixed(2)} × the wallet read p50 (same run)`,
    );
  }
  try {
    console.log(await wallet.check());
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
await api.close();
