/**
 * `npm run bench:web` (docs/performance.md): Lighthouse's mobile audit of the home, search and
 * product pages of the production build, three runs each, medians printed against the goals
 * of issue #16. Needs `npm run build` first; starts the whole product the way `npm start`
 * does, on ports of its own (BENCH_PORT, default 3470) and DATABASE_URL (or the embedded
 * PostgreSQL). Debian's Chromium, never a downloaded one. The machine is shared and noisy:
 * read the medians, and compare runs made on the same machine.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3470);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOALS = { performance: 95, accessibility: 100, firstLoadKb: 170 };
// Where to keep each run's whole Lighthouse report (e.g. to find the LCP element), if anywhere.
const REPORTS = process.env.BENCH_REPORTS;

if (!existsSync(`${root}apps/web/.next/BUILD_ID`)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

// Another copy already answering there would be measured instead of this build (and fail to start).
const taken = await fetch(`${ORIGIN}/`).then(
  () => true,
  () => false,
);
if (taken) {
  console.error(`${ORIGIN} already answers: stop that server or choose another BENCH_PORT.`);
  process.exit(1);
}
// The machine is shared: the load average says how far to trust the performance scores.
const loadAtStart = loadavg();

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/services/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    API_PORT: String(PORT + 1),
    IDENTITY_PORT: String(PORT + 2),
    IDENTITY_ADMIN_PORT: String(PORT + 3),
    BKASH_FAKE_PORT: String(PORT + 5),
    // The back office must start too; beside the web port, as the browser tests place it.
    ADMIN_PORT: process.env.ADMIN_PORT ?? String(PORT + 100),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('exit', stop);

async function until(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${url} did not answer in time`);
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  firstLoadKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function audit(url: string, port: number, name: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(`${REPORTS}/${name}-${Date.now()}.json`, JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  const scriptBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    firstLoadKb: Math.round(scriptBytes / 1024),
  };
}

try {
  // The web server answers before the API does; pages measured before it would be error pages.
  const deadline = Date.now() + 240_000;
  await until(`http://127.0.0.1:${PORT + 1}/readyz`, deadline);
  await until(`${ORIGIN}/`, deadline);
  const search = await fetch(`${ORIGIN}/api/product/customer/v1/products/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyword: 'backpack', per_page: 1 }),
  });
  const productId = ((await search.json()) as { data: { id: number }[] }).data[0]?.id;
  const pages = [
    ['home', `${ORIGIN}/`],
    ['search', `${ORIGIN}/search?keyword=backpack`],
    ['product', `${ORIGIN}/products/${productId}`],
  ] as const;

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: (Run & { page: string })[] = [];
  try {
    for (const [name, url] of pages) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chrome.port, name));
      const of = (key: keyof Run) => median(runs.map((r) => r[key]));
      rows.push({
        page: name,
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        seo: of('seo'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        firstLoadKb: of('firstLoadKb'),
      });
    }
  } finally {
    chrome.kill();
  }

  console.log(`Lighthouse ${RUNS} runs per page, mobile, medians (a shared, noisy machine):`);
  const load = (values: number[]) => values.map((n) => n.toFixed(1)).join(' ');
  console.log(
    `load average (1, 5, 15 min) at the start: ${load(loadAtStart)}, at the end: ${load(loadavg())}`,
  );
  console.table(rows);
  const mark = (ok: boolean) => (ok ? 'met' : 'missed');
  for (const row of rows) {
    console.log(
      `${row.page}: performance ≥ ${GOALS.performance} ${mark(row.performance >= GOALS.performance)}, ` +
        `accessibility ${GOALS.accessibility} ${mark(row.accessibility >= GOALS.accessibility)}, ` +
        `first-load JS < ${GOALS.firstLoadKb} KB ${mark(row.firstLoadKb < GOALS.firstLoadKb)}`,
    );
  }
} finally {
  stop();
}
process.exit(0);
