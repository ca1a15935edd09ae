import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { screens } from './support/screens.ts';

/**
 * The installable app (issue #16, docs/pwa.md): a valid manifest with bitmap icons, a service
 * worker that passes Chromium's installability check, pages seen before open with the network
 * cut and the others show the offline page, and the install promo remembers "not now" under
 * `appInstallPromo`.
 */

async function untilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
        once: true,
      }),
    );
  });
}

test('the manifest names the app and its icons are served', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toContain(icon.type);
  }
});

test('Chromium finds the app installable once its service worker runs', async ({
  baseURL,
  browserName,
}, info) => {
  // Test contexts are incognito, where Chromium never installs: a profile on disk instead.
  const profile = await mkdtemp(join(tmpdir(), 'crossport-pwa-'));
  const launch = info.project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    ...(launch.executablePath ? { executablePath: launch.executablePath } : {}),
    ...(launch.args ? { args: launch.args } : {}),
    baseURL: baseURL!,
  });
  try {
    expect(browserName).toBe('chromium');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await untilControlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('with the network cut, pages seen before open and others show the offline page', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/terms-and-conditions');
  await untilControlled(page);
  // Seen once while the worker controls the page: now it is on the phone.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const terms = await page.getByRole('heading', { level: 1 }).innerText();

  await context.setOffline(true);
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms);

  await page.goto('/privacy-policy');
  await expect(page.getByTestId('offline-page')).toContainText("You're offline");
  // An account page is never kept: offline, it is the offline page too.
  await page.goto('/dashboard/wallet');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  // In the reader's language, whatever it was when the app was set up.
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
  await page.goto('/contact-us');
  await expect(page.getByTestId('offline-page')).toContainText('আপনি অফলাইনে আছেন');
  await screens(page, test.info(), 'offline-page');
  await context.setOffline(false);
});

test('the install promo offers the app and remembers "not now"', async ({ page }) => {
  const offerInstall = () =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      event.prompt = async () => {};
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await offerInstall();
  const promo = page.getByTestId('install-promo');
  await expect(promo).toBeVisible();
  await expect(promo.getByRole('button', { name: 'Install' })).toBeVisible();
  await promo.getByRole('button', { name: 'Not now' }).click();
  await expect(promo).toHaveCount(0);
  const remembered = await page.evaluate(() => localStorage.getItem('appInstallPromo'));
  expect(JSON.parse(remembered ?? '{}')).toMatchObject({ state: 'dismissed' });

  await page.reload();
  await page.waitForLoadState('networkidle');
  await offerInstall();
  await expect(promo).toHaveCount(0);
});
