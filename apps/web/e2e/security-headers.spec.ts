import type { Page } from '@playwright/test';
import { expect, test, watchCspViolations } from './support/test.ts';

const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;

/**
 * Opens the home page with a script tag added to its HTML, as a stored XSS would: served with
 * the page's real CSP, parsed by the browser, but without the nonce.
 */
async function openWithInjectedScript(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__injected = true;</script></body>',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto('/');
}

test.describe('browser security headers', () => {
  test('a page carries a fresh nonce CSP that every script of Next wears', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/');
    const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = NONCE.exec(policy)?.[1];
    expect(nonce).toBeTruthy();

    const html = await response!.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts.filter((tag) => !tag.includes('application/ld+json'))) {
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    const again = await request.get('/');
    expect(NONCE.exec(again.headers()['content-security-policy'] ?? '')?.[1]).not.toBe(nonce);
    // The page is interactive under the policy (hydrated), and the fixture saw no violation.
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('pages, static files and API calls carry the other headers', async ({ request, page }) => {
    // Chrome logs an error for every feature of Permissions-Policy it does not know.
    const headerErrors: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Referrer-Policy/.test(message.text()))
        headerErrors.push(message.text());
    });
    await page.goto('/');
    expect(headerErrors).toEqual([]);
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    for (const path of ['/', '/icons/icon.svg', '/manifest.webmanifest', stylesheet!]) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
    // The scheme is the server's to declare (WEB_PUBLIC_URL), not a browser's to claim: a
    // claimed https must not pin HSTS on a site served over http.
    const claimedTls = await request.get('/icons/icon.svg', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimedTls.headers()['strict-transport-security']).toBeUndefined();
  });

  test('a proxied API call does not reveal the internal upstream URL', async ({ request }) => {
    const response = await request.get('/api/core/customer/region/v1/current');
    expect(response.status()).toBeLessThan(500);
    const names = Object.keys(response.headers());
    expect(names.filter((name) => name.startsWith('x-middleware-'))).toEqual([]);
    expect(names).not.toContain('x-powered-by');
    const internalApi = `127.0.0.1:${process.env.API_PORT ?? 4000}`;
    expect(JSON.stringify(response.headers())).not.toContain(internalApi);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('the API docs page works under the API policy, without inline scripts', async ({ page }) => {
    const response = await page.goto('/api/docs');
    const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    // Swagger UI draws the operations; the fixture fails the test on any refused resource.
    await expect(page.locator('.opblock').first()).toBeVisible();
  });
});

test.describe('the CSP violation guard', () => {
  test('sees an inline script without the nonce being refused', async ({ browser }) => {
    const context = await browser.newContext();
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    await openWithInjectedScript(page);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    await context.close();
  });

  test('fails a test whose page breaks the policy', async ({ page }) => {
    test.fail(true, 'the auto fixture must turn the refused inline script into a failure');
    await openWithInjectedScript(page);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
