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
// The orders test acts as staff (raising a price-change action) with this shared secret.
process.env.STAFF_TOKEN ??= 'staff-token-for-e2e-0001';

export default defineConfig({
  testDir: 'apps/web/e2e',
  workers: 1,
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
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    // Starts the database, migrations, demo data, API, identity, worker and `next start`.
    command: 'npx tsx scripts/start.ts',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
