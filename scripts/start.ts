/**
 * Starts the whole product: PostgreSQL (embedded under .data/ unless DATABASE_URL is set),
 * migrations and demo data, then the commerce API, the worker, the identity service, the web
 * app and, unless BKASH_BASE_URL names a real bKash, the local fake bKash. Ctrl-C stops every process and the embedded database cleanly.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadDemoCatalog } from '@crossport/api/demo/catalog';
import { loadCommerceDemoData } from '@crossport/api/demo/commerce';
import { loadDemoCampaigns } from '@crossport/api/demo/campaigns';
import { loadDemoContent } from '@crossport/api/demo/content';
import { loadDemoLiveStreams } from '@crossport/api/demo/live';
import { loadDemoOrders } from '@crossport/api/demo/orders';
import { loadDemoData } from '@crossport/api/platform/demo';
import { loadReferenceData } from '@crossport/api/reference-data';
import { openDatabase, REPOSITORY_ROOT, resolveDatabaseServer } from '@crossport/db';
import { runMigrations } from '@crossport/api/platform/migrations';
import { loadDemoStaff } from '@crossport/api/demo/staff';
import {
  DEMO_CUSTOMER,
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
  demoStaffIdentities,
} from '@crossport/identity/demo';

const WEB_PORT = Number(process.env.PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? 4000);
const IDENTITY_PORT = Number(process.env.IDENTITY_PORT ?? 4433);
const BKASH_FAKE_PORT = Number(process.env.BKASH_FAKE_PORT ?? 4080);
// The back office listens on a port of its own, never under the public web origin.
const ADMIN_PORT = Number(process.env.ADMIN_PORT ?? 3100);
const HOST = '127.0.0.1';
// No bKash named: payments go to the local fake (docs/bkash.md), which moves no money.
const RUN_FAKE_BKASH = !process.env.BKASH_BASE_URL;
const BKASH_BASE_URL = process.env.BKASH_BASE_URL || `http://${HOST}:${BKASH_FAKE_PORT}`;
const WEB_PUBLIC_URL = (process.env.WEB_PUBLIC_URL ?? `http://${HOST}:${WEB_PORT}`).replace(
  /\/+$/,
  '',
);

function log(message: string): void {
  console.log(`[crossport] ${message}`);
}

// Every process runs compiled JavaScript (scripts/build-services.ts, part of `npm run build`):
// no TypeScript compiled at run time.
const SERVICES = {
  api: 'dist/services/api-server.mjs',
  worker: 'dist/services/api-worker.mjs',
  identity: 'dist/services/identity-server.mjs',
  web: 'dist/services/web-server.mjs',
  admin: 'dist/services/admin-server.mjs',
  bkash: 'dist/services/fake-bkash.mjs',
};
const BUILDS = ['apps/web/.next/BUILD_ID', 'apps/admin/.next/BUILD_ID', ...Object.values(SERVICES)];
if (BUILDS.some((build) => !fs.existsSync(path.join(REPOSITORY_ROOT, build)))) {
  console.error(
    '[crossport] The web app, back office and services are not built yet: run `npm start` (it builds first).',
  );
  process.exit(1);
}

log(process.env.DATABASE_URL ? 'using DATABASE_URL' : 'starting embedded PostgreSQL in .data/');
const server = await resolveDatabaseServer(process.env.DATABASE_URL);
const database = openDatabase(server.connectionString, 2);
await runMigrations(database);
await loadReferenceData(database.db, log);
if (await loadDemoData(database.db)) log('demo data loaded');
const products = await loadDemoCatalog(database.db);
if (products > 0) log(`demo catalog loaded: ${products} products`);
await loadCommerceDemoData(database.db);
if ((await loadDemoContent(database.db)) > 0) log('demo content published');
if ((await loadDemoCampaigns(database.db)) > 0) log('demo campaigns running');
if ((await loadDemoLiveStreams(database.db)) > 0) log('demo live streams on air');
await database.pool.end();

const env = {
  ...process.env,
  // Every server runs as the production build it is: nothing development-only (the identity
  // admin API used to be) may be on because someone forgot to set this.
  NODE_ENV: 'production',
  DATABASE_URL: server.connectionString,
  API_PORT: String(API_PORT),
  IDENTITY_PORT: String(IDENTITY_PORT),
  API_URL: `http://${HOST}:${API_PORT}`,
  IDENTITY_URL: `http://${HOST}:${IDENTITY_PORT}`,
  PORT: String(WEB_PORT),
  ADMIN_PORT: String(ADMIN_PORT),
  WEB_HOST: HOST,
  BKASH_BASE_URL,
  BKASH_FAKE_PORT: String(BKASH_FAKE_PORT),
  // The browser reaches the identity service through the web origin's proxy.
  // WEB_PUBLIC_URL (how browsers reach the site, e.g. https behind a TLS proxy) is where every
  // link and cookie of the identity service points, unless set on their own.
  IDENTITY_PUBLIC_URL: process.env.IDENTITY_PUBLIC_URL ?? `${WEB_PUBLIC_URL}/api/.ory`,
  IDENTITY_UI_URL: process.env.IDENTITY_UI_URL ?? WEB_PUBLIC_URL,
  // The API sends bKash's customers back to the site's payment status page.
  WEB_PUBLIC_URL,
  // Support's impersonation needs the identity admin API, which stays off unless the operator
  // turns it on (IDENTITY_ADMIN_ENABLED=true; it listens on 127.0.0.1 only, docs/security.md).
  ...(process.env.IDENTITY_ADMIN_ENABLED === 'true' && !process.env.IDENTITY_ADMIN_URL
    ? { IDENTITY_ADMIN_URL: `http://${HOST}:${process.env.IDENTITY_ADMIN_PORT ?? 4434}` }
    : {}),
};

const children = new Map<string, ChildProcess>();
let stopping = false;

function run(name: string, args: string[], cwd = REPOSITORY_ROOT): void {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`[crossport] ${name} exited (${signal ?? code}); stopping everything`);
      void stop(1);
    }
  });
}

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  const exits = [...children.values()].map(
    (child) => new Promise<void>((resolve) => child.once('exit', () => resolve())),
  );
  for (const child of children.values()) child.kill('SIGTERM');
  const forced = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 15_000);
  await Promise.all(exits);
  clearTimeout(forced);
  await server.stop();
  log('stopped');
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const compiled = (file: string) => ['--enable-source-maps', path.join(REPOSITORY_ROOT, file)];
if (RUN_FAKE_BKASH) run('bkash', compiled(SERVICES.bkash));
run('api', compiled(SERVICES.api));
run('worker', compiled(SERVICES.worker));
run('identity', compiled(SERVICES.identity));
// Not `next start`: apps/web/server.ts is next start plus a client address the browser cannot
// choose and no internal response headers (see docs/architecture.md). Next finds its build and
// next.config.ts in the app's folder, which the compiled server names; it runs from there.
run('web', compiled(SERVICES.web), path.join(REPOSITORY_ROOT, 'apps/web'));
run('admin', compiled(SERVICES.admin), path.join(REPOSITORY_ROOT, 'apps/admin'));

/** Signs the demo customer in (a native identity flow) and gives them a first order. */
async function placeDemoOrders(): Promise<void> {
  const identity = `http://${HOST}:${IDENTITY_PORT}`;
  try {
    const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
    const flow = (await (
      await fetch(`${identity}/self-service/login/api`, { headers: json })
    ).json()) as {
      id: string;
    };
    const login = await fetch(`${identity}/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        method: 'password',
        identifier: DEMO_CUSTOMER.email,
        password: DEMO_CUSTOMER.password,
      }),
    });
    if (!login.ok) throw new Error(`demo sign-in answered ${login.status}`);
    const { session_token: sessionToken } = (await login.json()) as { session_token: string };
    const placed = await loadDemoOrders({
      databaseUrl: server.connectionString,
      identityUrl: identity,
      sessionToken,
    });
    if (placed > 0) log(`demo order placed for ${DEMO_CUSTOMER.email}: ${placed} products`);
  } catch (error) {
    // The product works without the demo order; say why it is missing and carry on.
    log(`could not place the demo order: ${(error as Error).message}`);
  }
}

/**
 * Makes the identity service's demo staff accounts (one per role, created by its demo loader)
 * members of the staff with that role, so the back office can be tried at once.
 */
async function makeDemoStaff(): Promise<void> {
  if (process.env.IDENTITY_DEMO_DATA === 'false') return;
  const handle = openDatabase(server.connectionString, 1);
  try {
    const members = await demoStaffIdentities(handle.db);
    const added = await loadDemoStaff(
      handle.db,
      members.map((m) => ({ identityId: m.identityId, email: m.email, roles: [m.role] })),
    );
    if (added > 0) log(`demo staff: ${added} accounts made staff members`);
  } catch (error) {
    log(`could not make the demo staff members: ${(error as Error).message}`);
  } finally {
    await handle.pool.end();
  }
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

try {
  await Promise.all([
    waitFor(`http://${HOST}:${API_PORT}/readyz`),
    waitFor(`http://${HOST}:${IDENTITY_PORT}/health/ready`),
    ...(RUN_FAKE_BKASH ? [waitFor(`${BKASH_BASE_URL}/health`)] : []),
  ]);
  // Before the web answers (what a browser test waits for), so a staff member who signs in at
  // once is on the staff already.
  await makeDemoStaff();
  // Only then ask for a page, so the first render finds the API up.
  await waitFor(`http://${HOST}:${WEB_PORT}/`);
  await waitFor(`http://${HOST}:${ADMIN_PORT}/login`);
  await placeDemoOrders();
  log(
    `ready: open http://localhost:${WEB_PORT}  (API docs: http://localhost:${WEB_PORT}/api/docs)`,
  );
  log(`back office: http://localhost:${ADMIN_PORT} (its own port, for staff only)`);
  log(`demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  if (process.env.IDENTITY_DEMO_DATA !== 'false') {
    // Published credentials: a demo only (IDENTITY_DEMO_DATA=false for a real deployment).
    log(
      `demo staff (demo only), password ${DEMO_STAFF_PASSWORD}, authenticator secret ${DEMO_STAFF_TOTP_SECRET}:`,
    );
    for (const member of DEMO_STAFF) log(`  ${member.role.padEnd(10)} ${member.email}`);
  }
  if (!process.env.SMTP_URL) log('no SMTP_URL: sign-in and verification codes appear in this log');
  if (RUN_FAKE_BKASH)
    log(`no BKASH_BASE_URL: bKash payments go to the local fake on ${BKASH_BASE_URL}`);
  log('press Ctrl-C to stop');
} catch (error) {
  console.error(`[crossport] ${(error as Error).message}`);
  await stop(1);
}
