/**
 * `npm run bench`: autocannon against the commerce API on 127.0.0.1, each scenario measured
 * beside a "ceiling" (bare Fastify + pg, one indexed query on the same `products` table) in
 * the same round, so the machine's speed cancels out of the ratios. Every server runs in a
 * process of its own (bench-server.ts) and reports its CPU time: CPU per request is much
 * steadier than requests per second on a shared machine. Writes results/latest.json.
 *
 * `npm run bench -- --check` (CI, under a minute): the ratio scenarios only, shorter rounds;
 * fails when a scenario's CPU per request ÷ the ceiling's grows more than 30 % over
 * baseline.json. `npm run bench -- --write-baseline` records a new baseline (commit it with
 * the reason). docs/performance.md explains the numbers.
 *
 * The data: a throwaway database on DATABASE_URL's server (or an embedded PostgreSQL),
 * migrated and loaded with the demo data and BENCH_PRODUCTS products, dropped afterwards;
 * BENCH_DATABASE_URL uses that database as it is instead (e.g. one with 1,000,000 products).
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { resolveDatabaseServer } from '@crossport/db';
import { loadDemoCampaigns } from '../src/demo/campaign-demo.ts';
import { loadDemoCatalog } from '../src/demo/catalog-loader.ts';
import { loadDemoData } from '../src/demo/load-demo-data.ts';
import { openDatabase } from '../src/platform/database.ts';
import { runMigrations } from '../src/platform/migrations.ts';
import { loadReferenceData } from '../src/reference-data.ts';
import {
  prepareWalletBench,
  startBenchIdentity,
  TOKEN,
  walletHeaders,
  type WalletBench,
} from './wallet-payments.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CHECK = process.argv.includes('--check');
const WRITE_BASELINE = process.argv.includes('--write-baseline');
const BASELINE_FILE = path.join(HERE, 'baseline.json');
/** How much a scenario's CPU per request ÷ the ceiling's may grow over the baseline. */
const ALLOWED_GROWTH = Number(process.env.BENCH_ALLOWED_GROWTH ?? 0.3);

// The check is short (CI runs it on every push) but still takes the median of several short
// rounds, each paired with the ceiling, so one slow second (another job, a GC) moves nothing;
// a new baseline takes more rounds still. One connection: a server under a load it cannot keep
// up with handles many requests per wake-up and so spends less CPU on each, which would make
// the ratio depend on how busy the machine is; one request at a time costs the same whatever
// else runs. Its settings are fixed so its ratios compare with the committed baseline.
// A round of the check is a number of requests, not seconds, so a slow machine measures as
// many (and warms the code as much) as a quiet one.
const settings = CHECK
  ? {
      duration: 0,
      requests: 250,
      warmup: 500,
      rounds: WRITE_BASELINE ? 9 : 5,
      connections: 2,
      products: 2_000,
    }
  : {
      duration: Number(process.env.BENCH_DURATION ?? 10),
      requests: 0,
      warmup: 2,
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
      products: Number(process.env.BENCH_PRODUCTS ?? 20_000),
    };

const PRODUCTS = '/api/product/customer/v1';
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
// What the storefront sends with every call: a guest's ids and the region.
const storefront = {
  accept: 'application/json',
  'x-region': 'BD',
  'x-guest-id': 'bench-guest-0123456789',
  'x-guest-session': 'bench-session-0123456789',
};

type Target = 'api' | 'uncached' | 'ceiling';
type Request = { path: string; method?: string; body?: string; headers?: object };
interface Scenario {
  name: string;
  target: Target;
  path: string;
  /** Varies each request (autocannon setupRequest) so one row does not flatter the numbers. */
  setupRequest?: (request: Request) => object;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Stop after this many requests instead of after the duration (each invoice pays once). */
  amount?: number;
}

const searchBody = (body: object) => ({
  method: 'POST',
  headers: { ...storefront, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const productId = () => 1 + ((turn++ * 7_919) % settings.products);
const keywordSearch = (request: Request) => {
  turn++;
  return {
    ...request,
    ...searchBody({
      keyword: KEYWORDS[turn % KEYWORDS.length],
      sort: SORTS[Math.floor(turn / KEYWORDS.length) % SORTS.length],
      per_page: 24,
    }),
  };
};
const categoryBrowse = (request: Request) => {
  turn++;
  return {
    ...request,
    ...searchBody({ category_id: leafIds[turn % leafIds.length], sort: SORTS[1 + (turn % 3)] }),
  };
};

const CEILING: Scenario = {
  name: 'ceiling',
  target: 'ceiling',
  path: '/products/1',
  setupRequest: (request) => ({ ...request, path: `/products/${productId()}` }),
};

/** The scenarios measured against the ceiling (issue #30's table), in both modes. */
const ratioScenarios: Scenario[] = [
  {
    name: 'product detail',
    target: 'api',
    path: `${PRODUCTS}/products/find/1`,
    setupRequest: (request) => ({
      ...request,
      path: `${PRODUCTS}/products/find/${productId()}`,
    }),
  },
  {
    name: 'category browse',
    target: 'api',
    path: `${PRODUCTS}/products/search`,
    method: 'POST',
    setupRequest: categoryBrowse,
  },
  {
    name: 'keyword search',
    target: 'api',
    path: `${PRODUCTS}/products/search`,
    method: 'POST',
    setupRequest: keywordSearch,
  },
  {
    name: 'category browse, no cache',
    target: 'uncached',
    path: `${PRODUCTS}/products/search`,
    method: 'POST',
    setupRequest: categoryBrowse,
  },
  {
    name: 'keyword search, no cache',
    target: 'uncached',
    path: `${PRODUCTS}/products/search`,
    method: 'POST',
    setupRequest: keywordSearch,
  },
];

/** More of the API, once each, in the full run only (no ratio, no check). */
const moreScenarios: Scenario[] = [
  { name: 'region/current', target: 'api', path: '/api/core/customer/region/v1/current' },
  {
    name: 'shipping-categories',
    target: 'api',
    path: '/api/shipping-core/customer/shipping-category/v1/shipping-categories?page=1&per_page=500',
  },
  {
    name: 'search filtered',
    target: 'api',
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
    name: 'suggestion/products',
    target: 'api',
    path: `${PRODUCTS}/suggestion/products?keyword=back`,
  },
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

// ---- the servers, each in its own process -------------------------------------------------

interface Usage {
  cpuMs: number;
  rss: number;
}
interface BenchServer {
  url: string;
  child: ChildProcess;
  usage(): Promise<Usage>;
  close(): Promise<void>;
}

// Compiled JavaScript, as `npm start` runs the API: no TypeScript compiled at run time.
const BUNDLE_DIR = path.join(HERE, '..', '..', '..', 'dist', 'bench');

async function startServer(kind: 'api' | 'ceiling', env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const child = fork(path.join(BUNDLE_DIR, 'bench-server.mjs'), [kind], {
    env,
    execArgv: [
      '--enable-source-maps',
      // BENCH_PROFILE=<folder>: a V8 CPU profile of each server, written when it exits.
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
    ],
    // The API's own log (the production level) is written and thrown away, as a real
    // deployment's would cost.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code})`)));
  });
  return {
    url,
    child,
    usage: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as Usage));
        child.send('usage');
      }),
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send('close');
      }),
  };
}

// ---- the data -------------------------------------------------------------------------------

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function prepareDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const given = process.env.BENCH_DATABASE_URL;
  const server = given ? null : await resolveDatabaseServer(process.env.DATABASE_URL);
  const name = `crossport_bench_${process.pid}_${Date.now()}`;
  const url = given ?? withDatabase(server!.connectionString, name);
  if (server) {
    const admin = new pg.Client({ connectionString: server.connectionString });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const database = openDatabase(url, 2);
  await runMigrations(database);
  await loadReferenceData(database.db);
  await loadDemoData(database.db);
  await loadDemoCatalog(database.db, { products: settings.products });
  await loadDemoCampaigns(database.db);
  await database.pool.query('ANALYZE');
  await database.pool.end();
  console.log(`database ready after ${Math.round((Date.now() - started) / 1000)} s`);
  return {
    url,
    async drop() {
      if (!server) return;
      const admin = new pg.Client({ connectionString: server.connectionString });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await server.stop();
    },
  };
}

// ---- one measured run ------------------------------------------------------------------------

interface Run {
  requests: number;
  rps: number;
  cpuPerRequestMs: number;
  errors: number;
  times: number[];
  rss: number;
}

async function measure(
  server: BenchServer,
  scenario: Scenario,
  /** Seconds, or with `requests` a number of requests. */
  length: { seconds?: number; requests?: number },
): Promise<Run> {
  const times: number[] = [];
  const before = await server.usage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url + scenario.path,
        method: scenario.method ?? 'GET',
        connections: settings.connections,
        ...(scenario.amount || length.requests
          ? { amount: scenario.amount ?? length.requests }
          : { duration: length.seconds }),
        headers: { ...storefront, ...scenario.headers },
        ...(scenario.setupRequest
          ? { requests: [{ setupRequest: scenario.setupRequest as never }] }
          : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const after = await server.usage();
  const requests = result.requests.total;
  return {
    requests,
    rps: result.requests.average,
    cpuPerRequestMs: requests ? (after.cpuMs - before.cpuMs) / requests : 0,
    errors: result.errors + result.non2xx + result.timeouts,
    times,
    rss: after.rss,
  };
}

// ---- the run ---------------------------------------------------------------------------------

const loadAtStart = os.loadavg()[0]!;
const started = Date.now();
const database = await prepareDatabase();
const identity = await startBenchIdentity();
const apiEnv = {
  ...process.env,
  // What `npm start` runs: the production build at the default log level.
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  BENCH_DATABASE_URL: database.url,
  IDENTITY_URL: identity.url,
  SESSION_CACHE_SECONDS: '30',
};
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/build-services.ts',
    BUNDLE_DIR,
    'bench-server=apps/api/bench/bench-server.ts',
  ],
  { cwd: path.join(HERE, '..', '..', '..'), stdio: 'inherit' },
);
const [ceiling, api, uncached] = await Promise.all([
  startServer('ceiling', { ...process.env, BENCH_DATABASE_URL: database.url }),
  startServer('api', apiEnv),
  startServer('api', { ...apiEnv, SEARCH_CACHE_MS: '0' }),
]);
const servers: Record<Target, BenchServer> = { ceiling: ceiling!, api: api!, uncached: uncached! };
console.log(`servers up after ${Math.round((Date.now() - started) / 1000)} s`);
const nav = (await (
  await fetch(`${servers.api.url}/api/content/customer/v1/nav-categories`)
).json()) as { data: { children: { id: number }[] }[] };
leafIds = nav.data.flatMap((root) => root.children.map((leaf) => leaf.id));

const only = process.env.BENCH_ONLY?.split(',');
const selected = ratioScenarios.filter((s) => !only || only.some((o) => s.name.includes(o)));
console.log(
  `${CHECK ? 'Check: ' : ''}${settings.rounds} rounds of ` +
    `${settings.requests ? `${settings.requests} requests` : `${settings.duration} s`}, ` +
    `${settings.connections} connections, ${settings.products} products, ` +
    `load average ${loadAtStart.toFixed(2)} at the start\n`,
);

for (const scenario of [CEILING, ...selected]) {
  await measure(
    servers[scenario.target],
    scenario,
    settings.requests ? { requests: settings.warmup } : { seconds: settings.warmup },
  );
}
const runs = new Map<string, Run[]>();
for (let round = 0; round < settings.rounds; round++) {
  for (const scenario of [CEILING, ...selected]) {
    const run = await measure(servers[scenario.target], scenario, {
      seconds: settings.duration,
      // The ceiling is four times as fast: four times the requests make as long a round.
      requests: settings.requests * (scenario === CEILING ? 4 : 1),
    });
    runs.set(scenario.name, [...(runs.get(scenario.name) ?? []), run]);
  }
}

interface ScenarioResult {
  rps: number;
  /** Requests per second ÷ the ceiling's, median of the rounds (the issue's "ratio"). */
  ratio: number;
  cpuPerRequestMs: number;
  /** CPU per request ÷ the ceiling's, median of the rounds (what the check compares). */
  cpuRatio: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}
const ceilingRuns = runs.get('ceiling')!;
const results: Record<string, ScenarioResult> = {};
console.log(
  'scenario'.padEnd(28),
  'req/s'.padStart(8),
  'ratio'.padStart(7),
  'CPU ms/req'.padStart(11),
  '÷ ceiling'.padStart(10),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
);
for (const scenario of [CEILING, ...selected]) {
  const list = runs.get(scenario.name)!;
  const times = list.flatMap((run) => run.times).sort((a, b) => a - b);
  const result: ScenarioResult = {
    rps: median(list.map((run) => run.rps)),
    ratio: median(list.map((run, i) => run.rps / ceilingRuns[i]!.rps)),
    cpuPerRequestMs: median(list.map((run) => run.cpuPerRequestMs)),
    cpuRatio: median(list.map((run, i) => run.cpuPerRequestMs / ceilingRuns[i]!.cpuPerRequestMs)),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
  };
  results[scenario.name] = result;
  console.log(
    scenario.name.padEnd(28),
    result.rps.toFixed(0).padStart(8),
    result.ratio.toFixed(2).padStart(7),
    result.cpuPerRequestMs.toFixed(3).padStart(11),
    result.cpuRatio.toFixed(2).padStart(10),
    result.p50.toFixed(1).padStart(8),
    result.p95.toFixed(1).padStart(8),
    result.p99.toFixed(1).padStart(8),
    String(result.errors).padStart(7),
  );
}
const apiRss = Math.max(
  ...[...runs.entries()]
    .filter(([name]) => name !== 'ceiling')
    .flatMap(([, list]) => list.map((run) => run.rss)),
);
console.log(`\nAPI RSS after the load: ${(apiRss / 1_048_576).toFixed(0)} MB`);

// ---- the rest of the API, and paying by wallet (full run only) ----------------------------

let wallet: WalletBench | undefined;
if (!CHECK && !only) {
  const handle = openDatabase(database.url, 2);
  wallet = await prepareWalletBench(handle, servers.api.url, 2_000);
  const extra: Scenario[] = [
    ...moreScenarios,
    // The baseline for the payment: a signed-in read of the same wallet, in the same run.
    {
      name: 'wallet balance (base)',
      target: 'api',
      path: '/api/wallet/customer/wallet/v1/balance',
      headers: { 'x-session-token': TOKEN },
    },
    {
      name: 'pay by wallet',
      target: 'api',
      path: '/api/invoice/customer/invoice/v1/invoices/0/pay',
      method: 'POST',
      amount: wallet.invoiceIds.length,
      setupRequest: (request) => ({
        ...request,
        path: `/api/invoice/customer/invoice/v1/invoices/${wallet!.next()}/pay`,
        headers: walletHeaders(),
        body: JSON.stringify({ gateway: 'wallet' }),
      }),
    },
  ];
  console.log(`\n${'scenario'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)}`);
  const p50s = new Map<string, number>();
  for (const scenario of extra) {
    const run = await measure(servers.api, scenario, { seconds: settings.duration });
    const sorted = run.times.sort((a, b) => a - b);
    p50s.set(scenario.name, percentile(sorted, 50));
    console.log(
      scenario.name.padEnd(28),
      run.rps.toFixed(0).padStart(8),
      percentile(sorted, 50).toFixed(1).padStart(8),
      `p95 ${percentile(sorted, 95).toFixed(1)} p99 ${percentile(sorted, 99).toFixed(1)}`,
      `errors ${run.errors}`,
    );
  }
  const pay = p50s.get('pay by wallet');
  const base = p50s.get('wallet balance (base)');
  if (pay !== undefined && base) {
    console.log(`\npay by wallet p50 = ${(pay / base).toFixed(2)} × the wallet read p50`);
  }
  try {
    console.log(await wallet.check());
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
  await handle.pool.end();
}

const loadAtEnd = os.loadavg()[0]!;
const report = {
  at: new Date().toISOString(),
  mode: CHECK ? 'check' : 'full',
  settings,
  loadAverage: { start: loadAtStart, end: loadAtEnd },
  seconds: Math.round((Date.now() - started) / 1000),
  apiRssMb: Math.round(apiRss / 1_048_576),
  scenarios: results,
};
mkdirSync(path.join(HERE, 'results'), { recursive: true });
writeFileSync(path.join(HERE, 'results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `load average ${loadAtStart.toFixed(2)} → ${loadAtEnd.toFixed(2)}; ${report.seconds} s; ` +
    'apps/api/bench/results/latest.json',
);

for (const server of Object.values(servers)) await server.close();
identity.close();
await database.drop();

// ---- the guard -------------------------------------------------------------------------------

const failures = Object.entries(results).filter(([, r]) => r.errors > 0);
for (const [name, r] of failures) console.error(`✗ ${name}: ${r.errors} failed requests`);
if (failures.length) process.exitCode = 1;

if (WRITE_BASELINE) {
  const baseline = {
    note: 'CPU per request ÷ the ceiling’s, medians of `npm run bench -- --check`; update only in a commit that says why.',
    at: report.at,
    loadAverage: report.loadAverage,
    scenarios: Object.fromEntries(
      Object.entries(results)
        .filter(([name]) => name !== 'ceiling')
        .map(([name, r]) => [name, { cpuRatio: Number(r.cpuRatio.toFixed(3)) }]),
    ),
  };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(`baseline written: ${path.relative(process.cwd(), BASELINE_FILE)}`);
} else if (CHECK) {
  const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as {
    scenarios: Record<string, { cpuRatio: number }>;
  };
  console.log(
    `\nCPU per request ÷ ceiling against ${path.relative(process.cwd(), BASELINE_FILE)}:`,
  );
  for (const [name, { cpuRatio: was }] of Object.entries(baseline.scenarios)) {
    const now = results[name]?.cpuRatio;
    if (now === undefined) continue;
    const growth = now / was - 1;
    const worse = growth > ALLOWED_GROWTH;
    console.log(
      `${worse ? '✗' : '✓'} ${name.padEnd(28)} ${was.toFixed(2)} → ${now.toFixed(2)} ` +
        `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)} %, allowed +${ALLOWED_GROWTH * 100} %)`,
    );
    if (worse) process.exitCode = 1;
  }
}
