import { expect, test } from './support/test.ts';
import { fixtureShop } from './support/fixture-shop.ts';

/** The demo catalog (apps/api/src/demo) holds ~5,000 products, backpacks among them. */
test.describe('catalog and discovery', () => {
  test('search, filter by price, open a product, pick a variation, then see it in dollars', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('backpack');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keyword=backpack/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('backpack');
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    await page.getByLabel('Lowest price').fill('1000');
    await page.getByLabel('Highest price').fill('3000');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await page.waitForURL(/min_price=1000/);
    await expect(page.getByRole('link', { name: /Remove filter/ })).toHaveCount(1);
    const prices = await page.getByTestId('product-price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const text of prices) {
      // The price paid, not a campaign's struck-through regular price beside it.
      const amount = Number(/[\d,]+\.\d+/.exec(text)![0].replace(/,/g, ''));
      expect(amount).toBeGreaterThanOrEqual(1000);
      expect(amount).toBeLessThanOrEqual(3000);
    }

    await page.getByTestId('product-card').first().getByRole('link').click();
    await page.waitForURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to cart/ })).toBeEnabled();

    // Pick the first value still on offer in every property (colour, size, ...).
    const groups = page.locator('[data-testid^="variation-"]');
    for (let index = 0; index < (await groups.count()); index += 1) {
      const group = groups.nth(index);
      const pressed = group.locator('button[aria-pressed="true"]');
      if ((await pressed.count()) === 0) await group.locator('button:enabled').first().click();
      await expect(group.locator('button[aria-pressed="true"]')).toHaveCount(1);
    }
    const price = page.getByTestId('product-price').first();
    await expect(price).toContainText('BDT');
    await expect(page.getByTestId('line-total')).toContainText('BDT');
    await expect(page.getByTestId('product-original-price').first()).toContainText('CN¥');

    await page.getByRole('button', { name: /Region, currency and language/ }).click();
    await page.getByRole('combobox', { name: 'Shipping to' }).click();
    await page.getByRole('option', { name: /United States/ }).click();
    await expect(price).toContainText('$');
    await expect(price).not.toContainText('BDT');
    // The chosen variation survives the switch: the line total is priced in dollars too.
    await expect(page.getByTestId('line-total')).toContainText('$');
  });

  test('a search made in the browser counts once for its visitor in top searches', async ({
    page,
    request,
  }) => {
    const term = 'backpack';
    const countOf = async () => {
      const res = await request.get(
        `/api/product/customer/v1/suggestion/top-search?keyword=${term}&limit=20`,
      );
      const rows: { term: string; search_count: number }[] = (await res.json()).data;
      return rows.find((row) => row.term === term)?.search_count ?? 0;
    };
    const browserSearch = () =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/products/search') && response.request().method() === 'POST',
      );
    const before = await countOf();
    const first = browserSearch();
    await page.goto(`/search?keyword=${term}`);
    expect((await first).status()).toBe(200);
    await expect.poll(countOf).toBe(before + 1);
    // The same visitor searching again within the hour does not count again.
    const again = browserSearch();
    await page.reload();
    expect((await again).status()).toBe(200);
    expect(await countOf()).toBe(before + 1);
  });

  test('a Bengali or Chinese keyword finds the English listings and says what it searched', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'bn', url: baseURL! }]);
    await page.goto('/');
    const box = page.getByRole('searchbox').first();
    await box.fill('ব্যাকপ্যাক');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keyword=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ব্যাকপ্যাক');
    await expect(page.getByTestId('searched-as')).toContainText('backpack');
    await expect(page.getByTestId('product-card').first()).toContainText(/backpack/i);

    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
    await page.goto(`/search?keyword=${encodeURIComponent('红色连衣裙')}`);
    await expect(page.getByTestId('searched-as')).toHaveText(/searched in English as “red dress”/);
    await expect(page.getByTestId('product-card').first()).toContainText(/dress/i);
  });

  test('scrolling to the end loads the next page once', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/search?keyword=backpack');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: 'Show more products' }).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(48);
    // Scroll anchoring must not keep the reader at the end and load page after page.
    // The new page pushed the end (and its loader) out of view, so nothing loads a third page.
    await expect(page.getByRole('button', { name: 'Show more products' })).not.toBeInViewport();
    await expect(cards).toHaveCount(48);
  });

  test('the product page is server-rendered with its title, description and JSON-LD', async ({
    request,
  }) => {
    const search = await request.post('/api/product/customer/v1/products/search', {
      data: { keyword: 'backpack', per_page: 1 },
    });
    const [first] = (await search.json()).data as { id: number; title: string }[];
    const html = await (await request.get(`/products/${first!.id}`)).text();
    expect(html).toContain(`<title>${first!.title.replace(/&/g, '&amp;')} · Crossport</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Product', name: first!.title });
    expect((await request.get('/products/999999999')).status()).toBe(404);
  });

  test('suggestions appear while typing and are reachable with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.pressSequentially('backp', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(list).toBeHidden();
  });

  test('a fourth filter is refused with the reason', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/search?keyword=backpack&category=2&min_price=1&source=taobao');
    await expect(page.getByTestId('filter-limit')).toContainText('up to 3 filters');
    await expect(page.getByRole('link', { name: /4★ and up/ })).toHaveCount(0);
  });

  test('pasting something that is not a link explains what is needed', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Paste a product link').fill('red backpack');
    await page.getByRole('button', { name: 'Get product' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'full product link' })).toBeVisible();
  });

  test('pasting a shop link imports the product with progress and opens its page', async ({
    page,
  }) => {
    // playwright.config.ts starts the stack with private hosts allowed for this fixture shop.
    const title = `Fixture Canvas Tote Bag ${Date.now()}`;
    const shop = await fixtureShop(title);
    try {
      await page.goto('/');
      await page.getByLabel('Paste a product link').fill(shop.url);
      await page.getByRole('button', { name: 'Get product' }).click();
      await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
      await page.waitForURL(/\/products\/\d+$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('product-original-price').first()).toContainText('88');
    } finally {
      shop.server.close();
    }
  });

  test('a find-by-link address imports an unknown link, then opens the known product', async ({
    page,
  }) => {
    const title = `Fixture Linen Apron ${Date.now()}`;
    const shop = await fixtureShop(title);
    try {
      // The API's GET never imports: the page starts the import itself.
      await page.goto(`/products/find?url=${encodeURIComponent(shop.url)}`);
      await page.waitForURL(/\/products\/\d+$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const productUrl = page.url();
      await page.goto(`/products/find?url=${encodeURIComponent(shop.url)}`);
      await page.waitForURL(productUrl);
    } finally {
      shop.server.close();
    }
  });
});
