import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { customerCall } from './support/customer-api.ts';
import { screens } from './support/screens.ts';
import { openWithVariations } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { isDynamic, storefrontRoutes } from './support/storefront-routes.ts';
import { isPrivatePath } from '../lib/sections.ts';

/**
 * The storefront on a 360 px phone (issue #16): the header slides away while scrolling down
 * and returns on the way up, adding to the cart and checking out are always one tap away,
 * and no page scrolls sideways.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * Samples for the routes whose path holds an id: a demo campaign and live stream, a catalog
 * product, the first account section. The rest are skipped, each with its reason; a new dynamic
 * route fails the test until it is given a sample or a reason.
 */
const SKIPPED: Record<string, string> = {
  '/dashboard/RFQ/[id]': "a quote of the signed-in customer's own: rfq.spec.ts opens one",
  '/dashboard/buy-and-ship/my-orders/[id]': "an order of the customer's own: orders.spec.ts",
  '/dashboard/disputes/[id]': "a dispute of the customer's own: disputes.spec.ts",
  '/dashboard/invoice/[id]': "an invoice of the customer's own: payments.spec.ts",
  '/dashboard/ship-for-me/consolidations/[id]':
    'a consolidation of their parcels: consolidation.spec.ts',
  '/dashboard/ship-for-me/my-parcel/[number]': 'a parcel of their own: ship-for-me.spec.ts',
};

const INQUIRY = '/dashboard/support/{inquiry}';

/** Sends the support form as the signed-in customer; answers the inquiry's id. */
async function askSupport(page: Page): Promise<number> {
  await customerCall(page, 'POST', '/api/user/customer/support/v1/support-inquiries', {
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    topic: 'shipping',
    message: 'Where is my parcel from Guangzhou? It has not moved for ten days.',
  });
  const mine = await customerCall<{ id: number }[]>(
    page,
    'GET',
    '/api/user/customer/support/v1/support-inquiries',
  );
  return mine[0]!.id;
}

/**
 * How far the page is wider than the phone. A mobile browser widens its layout viewport to fit
 * content that overflows, so `innerWidth` grows with the page: compare with the phone's width.
 */
async function sidewaysScroll(page: Page): Promise<number> {
  const phone = page.viewportSize()!.width;
  return page.evaluate(
    (width) =>
      Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth) -
      width,
    phone,
  );
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

test('no storefront route scrolls sideways at 360 px', async ({ page, request }) => {
  // Every page.tsx of the app, one after the other in one context, each until its network is
  // idle: public routes signed out, then the private ones signed in.
  test.setTimeout(300_000);
  const live = await request.get('/api/v1/streams/feed');
  const samples: Record<string, string> = {
    '/campaigns/[slug]': '/campaigns/mega-sale',
    '/products/[id]': `/products/${await firstProductId(page)}`,
    '/live/[id]': `/live/${((await live.json()) as { data: { id: number }[] }).data[0]!.id}`,
    '/dashboard/[[...section]]': '/dashboard',
    // Made once signed in (below): an inquiry of the customer's own.
    '/dashboard/support/[id]': INQUIRY,
  };
  const paths = storefrontRoutes().flatMap((route) => {
    if (!isDynamic(route)) return [route];
    if (SKIPPED[route]) return [];
    const sample = samples[route];
    if (!sample) throw new Error(`${route}: give it a sample or a reason in SKIPPED`);
    return [sample];
  });
  const signedIn = paths.filter((path) => isPrivatePath(path) || path === '/checkout');
  const overflowing: string[] = [];
  const check = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const excess = await sidewaysScroll(page);
    if (excess > 0) overflowing.push(`${path} (${excess} px too wide)`);
  };
  for (const path of paths.filter((p) => !signedIn.includes(p))) await check(path);
  await signUpByApi(page, request, freshEmail('mobile'));
  const inquiry = await askSupport(page);
  for (const path of signedIn) await check(path.replace(INQUIRY, `/dashboard/support/${inquiry}`));
  expect(overflowing).toEqual([]);
});
