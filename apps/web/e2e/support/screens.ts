import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Screenshots of the page as it is, at a phone's and a desktop's width, in English and in
 * Bengali (the NEXT_LOCALE cookie), then back to English. SCREENSHOT_DIR keeps them past the
 * run; otherwise they go to the test's output folder.
 */
export async function screens(page: Page, info: TestInfo, name: string): Promise<string[]> {
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
  const dir = process.env.SCREENSHOT_DIR ?? info.outputPath();
  const viewport = page.viewportSize();
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-en-${width}.png`), fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}
