/**
 * Full-page screenshots of the main screens at the phone and desktop widths, for design review:
 *   npx tsx apps/web/scripts/screenshots.ts [baseURL] [screen,screen…]
 * Needs a running web app (default http://127.0.0.1:3000) and Chromium at CHROMIUM_PATH.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3000';
const only = process.argv[3]?.split(',');
const outDir = path.resolve(import.meta.dirname, '../../../screenshots');
const widths = { phone: 360, desktop: 1440 } as const;
const screens = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'search', path: '/search?keyword=backpack', signedIn: false },
  {
    name: 'search-filtered',
    path: '/search?keyword=backpack&min_price=1000&source=taobao&category=2',
    signedIn: false,
  },
  { name: 'product', path: '/products/4969', signedIn: false },
  { name: 'dashboard-my-parcel', path: '/dashboard/ship-for-me/my-parcel', signedIn: true },
  { name: 'contact-us', path: '/contact-us', signedIn: false },
  { name: 'login', path: '/login?return_to=%2Fdashboard', signedIn: false },
] as const;

async function main() {
  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const [device, width] of Object.entries(widths)) {
      for (const screen of screens) {
        if (only && !only.includes(screen.name)) continue;
        const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL });
        if (screen.signedIn) {
          await context.addCookies([
            { name: 'ory_kratos_session', value: 'screenshot', url: baseURL },
          ]);
        }
        const page = await context.newPage();
        await page.goto(screen.path, { waitUntil: 'networkidle' });
        const file = path.join(outDir, `${screen.name}-${device}.png`);
        await page.screenshot({ path: file, fullPage: true });
        // The first screen as a phone shows it, at full resolution, for close review.
        await page.screenshot({ path: file.replace('.png', '-fold.png') });
        console.log(file);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
