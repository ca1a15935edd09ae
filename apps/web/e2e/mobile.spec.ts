import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { screens } from './support/screens.ts';
import { openWithVariations } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';

/**
 * The storefront on a 360 px phone (issue #16): the header slides away while scrolling down
 * and returns on the way up, adding to the cart and checking out are always one tap away,
 * and no page scrolls sideways.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const PUBLIC_PAGES = [
  '/',
  '/search?keyword=backpack',
  '/cart',
  '/campaigns',
  '/campaigns/mega-sale',
  '/live',
  '/terms-and-conditions',
  '/privacy-policy',
  '/contact-us',
  '/shipping-calculator',
  '/landed-cost',
  '/track',
  '/login',
  '/registration',
];
const ACCOUNT_PAGES = [
  '/dashboard',
  '/dashboard/buy-and-ship/my-orders',
  '/dashboard/wallet',
  '/dashboard/RFQ',
  '/dashboard/notifications',
  '/settings',
  '/settings/addresses',
];

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function firstProductId(page: Page): Promise<number> {
  const search = await page.request.post('/api/product/customer/v1/products/search', {
    data: { keyword: 'backpack', per_page: 1 },
  });
  return ((await search.json()) as { data: { id: number }[] }).data[0]!.id;
}

test('the header slides away scrolling down and comes back scrolling up', async ({ page }) => {
  await page.goto('/search?keyword=backpack');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  // Scroll until the header has heard it (its listener starts once the page is interactive).
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-hidden', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(header).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect(header).toBeInViewport();
});

test('adding to the cart and checking out stay one tap away on a phone', async ({ page }) => {
  const id = await firstProductId(page);
  await openWithVariations(page, id);
  await page.mouse.wheel(0, 3000);
  const bar = page.getByTestId('purchase-bar');
  await expect(bar).toBeInViewport();
  await bar.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.mouse.wheel(0, -3000);
  await page.screenshot({ path: test.info().outputPath('product-phone.png') });

  await page.goto('/cart');
  const checkout = page.getByTestId('sticky-checkout');
  await expect(checkout).toBeInViewport();
  await expect(checkout).toContainText(/BDT|৳/);
  await page.mouse.wheel(0, 3000);
  await expect(checkout).toBeInViewport();
  await screens(page, test.info(), 'cart-phone');
});

test('an error clears once the next action succeeds', async ({ page }) => {
  const id = await firstProductId(page);
  await page.goto(`/products/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const groups = page.locator('[data-testid^="variation-"]');
  test.skip((await groups.count()) === 0, 'the first backpack has no variations to choose');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Choose a variation first', { exact: true })).toBeVisible();
  // Choose in place (no reload, so the error is still on screen), then add.
  for (let index = 0; index < (await groups.count()); index += 1)
    await groups.nth(index).locator('button:enabled').first().click();
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Added to your cart', { exact: true })).toBeVisible();
  await expect(page.getByText('Choose a variation first', { exact: true })).toHaveCount(0);
});

test('no page scrolls sideways at 360 px', async ({ page, request }) => {
  // Every public and account page in turn, each until its network is idle.
  test.setTimeout(120_000);
  const pages = [...PUBLIC_PAGES, `/products/${await firstProductId(page)}`];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
  }
  await signUpByApi(page, request, freshEmail('mobile'));
  for (const path of ACCOUNT_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
  }
});
