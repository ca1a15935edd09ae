import type { Page } from '@playwright/test';
import { screens } from './support/screens.ts';
import { expect, test } from './support/test.ts';
import { demoSessionToken } from './support/sign-up.ts';

const widths = [360, 1440] as const;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('web shell', () => {
  for (const width of widths) {
    test(`home page is server-rendered and fits ${width} px`, async ({ page, request }) => {
      // The HTML itself carries the content: no hiding the page until it mounts.
      const html = await (await request.get('/')).text();
      expect(html).toContain('data-testid="product-card"');
      expect(html).toMatch(/BDT\s?[\d,]+\.\d{2}/);

      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Crossport home' })).toBeVisible();
      await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }),
      ).toBeVisible();
      // Phones get the bottom tab bar; larger screens have it all in the header.
      const tabBar = page.getByRole('navigation', { name: 'Main' });
      if (width === 360) {
        await expect(tabBar.getByRole('link', { name: 'Home' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await tabBar.getByRole('link', { name: 'Cart' }).click();
        await page.waitForURL(/\/cart$/);
        await expect(tabBar.getByRole('link', { name: 'Cart' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await page.goto('/');
      } else {
        await expect(tabBar).toBeHidden();
      }
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('shipping-category').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }

  test('switching the region from Bangladesh to the US shows prices in dollars', async ({
    page,
  }) => {
    await page.goto('/');
    const firstPrice = page.getByTestId('product-price').first();
    await expect(firstPrice).toContainText('BDT');
    await expect(page.getByTestId('currency-label')).toContainText('BDT');

    const regionCall = page.waitForRequest((request) =>
      request.url().includes('/api/core/customer/region/v1/regions'),
    );
    await page.getByRole('button', { name: /Region, currency and language/ }).click();
    const headers = (await regionCall).headers();
    // The browser created its guest identity and sends it with the request context.
    const guestId = await page.evaluate(() => window.localStorage.getItem('mvn-guest-id'));
    expect(guestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-guest-id']).toBe(guestId);
    expect(headers['x-guest-session']).toMatch(/^[0-9a-f-]{36}$/);
    const context = JSON.parse(
      Buffer.from(headers['x-request-context'] ?? '', 'base64').toString(),
    );
    expect(context).toMatchObject({ platform: 'web' });

    await page.getByRole('combobox', { name: 'Shipping to' }).click();
    await page.getByRole('option', { name: /United States/ }).click();

    await expect(page.getByTestId('currency-label')).toContainText('USD');
    await expect(firstPrice).toContainText('$');
    await expect(firstPrice).not.toContainText('BDT');

    // The choice is remembered: a fresh load renders in dollars on the server.
    await page.reload();
    await expect(page.getByTestId('product-price').first()).toContainText('$');
  });

  test('the first page hands out the XSRF token, so a first unsafe API call passes', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'ory_kratos_session', value: 'e2e', url: baseURL! }]);
    await page.goto('/terms-and-conditions');
    const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(token?.value).toBeTruthy();
    const status = await page.evaluate(async (xsrf) => {
      const response = await fetch('/api/user/customer/identity/v1/check-existence', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      });
      return response.status;
    }, token!.value);
    expect(status).toBe(200);
  });

  test('the keyword in the search box is cut to 100 characters', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('a'.repeat(150));
    await box.press('Enter');
    await page.waitForURL(/\/search\?/);
    const keyword = new URL(page.url()).searchParams.get('keyword') ?? '';
    expect(keyword).toHaveLength(100);
  });

  test('an emoji keyword is cut to 100 characters the API accepts', async ({ page, request }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('👟'.repeat(120));
    await box.press('Enter');
    await page.waitForURL(/\/search\?/);
    const keyword = new URL(page.url()).searchParams.get('keyword') ?? '';
    expect(Array.from(keyword)).toHaveLength(100);
    const search = await request.post('/api/product/customer/v1/products/search', {
      data: { keyword },
    });
    expect(search.status()).toBe(200);
  });

  test('a query-only navigation reloads the session (spec §4)', async ({ page }) => {
    await page.goto('/search?keyword=bag');
    await page.waitForLoadState('networkidle');
    const whoami = page.waitForRequest((r) => r.url().includes('/sessions/whoami'));
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('shoe');
    await box.press('Enter');
    await page.waitForURL(/keyword=shoe/);
    expect(new URL(page.url()).pathname).toBe('/search');
    await whoami;
  });

  test('a visitor opening a dashboard section is sent to sign in, with a progress bar', async ({
    page,
  }) => {
    await page.goto('/');
    // Hold the navigation until the top progress bar has shown, then let it go on.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dashboard/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'My Orders' }).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    release();
    await page.waitForURL(/\/login\?return_to=/);
    expect(new URL(page.url()).searchParams.get('return_to')).toBe(
      '/dashboard/buy-and-ship/my-orders',
    );
  });

  test('private routes redirect without a session', async ({ request }) => {
    for (const path of ['/ship-for-me', '/shipment-list', '/dashboard', '/dashboard/RFQ']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      const location = new URL(response.headers()['location'] ?? '', 'http://x');
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('return_to')).toBe(path);
    }
  });

  test('every dashboard section renders its label for a signed-in customer', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const token = await demoSessionToken(request);
    await context.addCookies([{ name: 'ory_kratos_session', value: token, url: baseURL! }]);
    const sections: Array<[string, string]> = [
      ['/dashboard', 'Dashboard'],
      ['/dashboard/action-needed', 'Action needed'],
      ['/ship-for-me', 'Ship For Me Request'],
      ['/shipment-list', 'Shipment List'],
      ['/dashboard/ship-for-me/my-parcel', 'My Parcel'],
      ['/dashboard/buy-and-ship/my-orders', 'My Orders'],
      ['/dashboard/buy-and-ship/my-delivery', 'My Delivery'],
      ['/dashboard/wishlist', 'Wishlist'],
      ['/settings/addresses', 'Addresses'],
      ['/dashboard/RFQ', 'Request for Quotation'],
    ];
    for (const [path, label] of sections) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(label);
    }
  });

  test('public pages and the API docs are reachable through the web origin', async ({
    page,
    request,
  }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    // Legal pages come from the content service, with a table of contents, in either language.
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await screens(page, test.info(), 'privacy-policy');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: '3. Who sees it' }).click();
    await expect(page).toHaveURL(/#who$/);
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: page.url() }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('গোপনীয়তা নীতি');
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: page.url() }]);
    // Every content page answers from its slug (issue #32), an unknown path is a 404.
    for (const [path, title] of [
      ['/about', 'About Crossport'],
      ['/faq', 'Frequently asked questions'],
      ['/refund-policy', 'Refund policy'],
      ['/talk-to-expert', 'Talk to an expert'],
      ['/app', 'Crossport on your phone'],
      ['/services/ship-for-me', 'Bought it yourself? We ship it home.'],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    }
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    // Contact us: its own slug, the office from the company details (as on invoices) and each
    // warehouse's address (as Ship For Me gives it).
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    const company = (await (await request.get('/api/content/customer/v1/company')).json()).data;
    const office = page.getByTestId('address-office');
    for (const line of company.address_lines) await expect(office).toContainText(line);
    const [warehouse] = (
      await (await request.get('/api/core/customer/warehouse/v1/warehouses')).json()
    ).data;
    await expect(page.getByTestId(`address-${warehouse.code}`)).toContainText(
      warehouse.address.line1,
    );

    const current = await request.get('/api/core/customer/region/v1/current');
    expect(current.status()).toBe(200);
    expect(current.headers()['x-request-id']).toBeTruthy();
    const docs = await request.get('/api/docs/json');
    expect((await docs.json()).openapi).toMatch(/^3\./);

    const missing = await request.get('/api/core/customer/region/v1/regions/999999/settings');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
  });
});
