import { defineConfig, devices } from '@playwright/test';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Another port lets a second copy run beside a developer's own `npm start`.
const port = Number(process.env.PORT ?? 3000);
const baseURL = `http://127.0.0.1:${port}`;
// The link-import test serves its fixture shop on 127.0.0.1, which the API refuses by default.
process.env.HARVEST_ALLOW_PRIVATE_HOSTS ??= 'true';
// The browser tests read sign-in codes from the identity outbox: its admin API, on a port of its
// own beside this copy's identity port (so parallel copies don't collide), never via the web.
process.env.IDENTITY_ADMIN_ENABLED ??= 'true';
process.env.IDENTITY_ADMIN_PORT ??= String(Number(process.env.IDENTITY_PORT ?? 4433) + 1);
process.env.IDENTITY_ADMIN_URL ??= `http://127.0.0.1:${process.env.IDENTITY_ADMIN_PORT}`;
// The orders test acts as staff (raising a price-change action) with this shared secret.
process.env.STAFF_TOKEN ??= 'staff-token-for-e2e-0001';
// The back office (apps/admin) listens on a port of its own beside this copy's web port.
process.env.ADMIN_PORT ??= String(port + 100);
// Staff routes are not served through the web origin: staff call the API on its own address.
process.env.STAFF_API_URL ??= `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

/**
 * Specs that change what every other spec reads (published content and menus, campaigns,
 * warehouses, restricted items, rates, region settings, add-on services): they run one at a
 * time, never beside another spec (with more workers, after all the others). docs/testing.md.
 */
const GLOBAL_STATE_SPECS = [
  'back-office.spec.ts',
  'back-office-content.spec.ts',
  'back-office-content-drafts.spec.ts',
  'back-office-operations.spec.ts',
  'campaigns.spec.ts',
  'home-content.spec.ts',
];
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  },
};

/**
 * One worker unless E2E_WORKERS says more. Two share one stack safely (each spec signs up
 * customers of its own; GLOBAL_STATE_SPECS run alone), but on a 2-core machine already busy
 * they were not shown faster, and CPU-bound tests neared their limits: docs/testing.md.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: 'apps/web/e2e',
  workers,
  // Spec files spread over the workers; the tests of one file keep their order in one worker.
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: GLOBAL_STATE_SPECS },
    {
      name: 'global-state',
      use: chromium,
      testMatch: GLOBAL_STATE_SPECS,
      workers: 1,
      // After every other spec when they run in parallel; on one worker the order is enough,
      // and a failure elsewhere does not skip these.
      ...(workers > 1 ? { dependencies: ['chromium'] } : {}),
    },
  ],
  webServer: {
    // Starts the database, migrations, demo data, API, identity, worker and `next start`.
    // The launcher compiled by `npm run build` (test:e2e builds first), like `npm start`.
    command: 'node --enable-source-maps dist/services/start.mjs',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
