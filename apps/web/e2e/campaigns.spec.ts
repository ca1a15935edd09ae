import { expect, test } from './support/test.ts';
import { screens } from './support/screens.ts';
import { openWithVariations } from './support/shopper.ts';

/**
 * Campaigns (issue #16, docs/campaigns.md): the demo's running sale counts down on its landing
 * page, its products show the campaign price with the regular one struck through, and the
 * price the product page shows is the price the cart charges.
 */
test('a campaign page counts down and its price reaches the cart', async ({ page, request }) => {
  await page.goto('/campaigns');
  const list = page.getByTestId('campaign-list');
  await expect(list).toContainText('11.11 Mega Sale');
  await expect(list).toContainText('Winter Deals');
  await screens(page, test.info(), 'campaigns');

  await page.getByRole('link', { name: /11\.11 Mega Sale/ }).click();
  await page.waitForURL(/\/campaigns\/mega-sale$/);
  const hero = page.getByTestId('campaign-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('11.11 Mega Sale');
  const countdown = hero.getByTestId('countdown');
  await expect(countdown).toHaveText(/^Ends in (\d+ days? )?\d\d:\d\d:\d\d$/);
  const before = await countdown.innerText();
  await expect(countdown).not.toHaveText(before, { timeout: 3_000 });

  const card = page.getByTestId('campaign-products').getByTestId('product-card').first();
  await expect(card.getByTestId('campaign-badge')).toHaveText(/^−\d+%$/);
  await expect(card.getByTestId('product-regular-price')).toBeVisible();
  await screens(page, test.info(), 'campaign-landing');

  const href = await card.getByRole('link').getAttribute('href');
  const id = Number(href!.split('/').pop());
  const detail = (await (
    await request.get(`/api/content/customer/v1/products/web/detail?product_id=${id}`)
  ).json()) as {
    data: {
      price: { amount: number };
      campaign: { slug: string; regular_price: { amount: number } } | null;
    };
  };
  expect(detail.data.campaign?.slug).toBe('mega-sale');
  expect(detail.data.price.amount).toBeLessThan(detail.data.campaign!.regular_price.amount);

  await openWithVariations(page, id);
  await expect(page.getByTestId('campaign-strip')).toContainText('11.11 Mega Sale');
  const shown = (await page.getByTestId('product-price').first().innerText()).split('/')[0]!.trim();
  const added = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/purchase/customer/cart/v1/cart-items') &&
      response.request().method() === 'POST',
  );
  await page.getByTestId('add-to-cart').click();
  expect((await added).status()).toBe(201);

  await page.goto('/cart');
  const line = page.getByTestId('cart-item');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(shown);
});
