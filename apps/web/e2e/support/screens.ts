import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Screenshots for design review are taken when SCREENSHOT_DIR names where to keep them (or
 * E2E_SCREENS=1 puts them in the test's output folder). They assert nothing, and four full-page
 * shots with three reloads cost seconds a call, so a plain test run skips them.
 */
const SCREENSHOTS = !!process.env.SCREENSHOT_DIR || process.env.E2E_SCREENS === '1';

/**
 * Screenshots of the page as it is, at a phone's and a desktop's width, in English and in
 * Bengali (the NEXT_LOCALE cookie), then back to English. SCREENSHOT_DIR keeps them past the
 * run; otherwise they go to the test's output folder. Without screenshots the page is still
 * reloaded as after them, so the test goes on from the same state either way.
 */
export async function screens(page: Page, info: TestInfo, name: string): Promise<string[]> {
  if (!SCREENSHOTS) {
    await page.reload();
    await page.waitForLoadState('networkidle');
    return [];
  }
  const dir = process.env.SCREENSHOT_DIR ?? info.outputPath();
  const url = new URL(page.url()).origin;
  const viewport = page.viewportSize();
  const files: string[] = [];
  for (const locale of ['en', 'bn'] as const) {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url }]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const file = path.join(dir, `${name}-${locale}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      files.push(file);
    }
  }
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url }]);
  if (viewport) await page.setViewportSize(viewport);
  await page.reload();
  await page.waitForLoadState('networkidle');
  return files;
}

/**
 * The page as it is now, at both widths, without reloading (a form's answer or a selection
 * that a reload would lose); English only, the language the test drives it in.
 */
export async function stateShots(page: Page, info: TestInfo, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const dir = process.env.SCREENSHOT_DIR ?? info.outputPath();
  const viewport = page.viewportSize();
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-en-${width}.png`), fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}
