import { expect, test } from './support/test.ts';
import { screens } from './support/screens.ts';

/**
 * Live-stream shopping (issue #16, docs/live-streams.md): the live page lists the demo's
 * streams, a stream plays its HLS clip (hls.js over Media Source Extensions in Chromium), and
 * a product offered in it goes to the cart from beside the video.
 */
test('the live page plays a demo stream and adds an offered product to the cart', async ({
  page,
}) => {
  await page.goto('/live');
  const feed = page.getByTestId('stream-feed');
  await expect(feed.getByRole('link')).not.toHaveCount(0);
  await expect(feed.getByRole('link').first()).toContainText('Live');
  await screens(page, test.info(), 'live-feed');

  await page
    .getByRole('navigation', { name: 'Stream categories' })
    .getByRole('link', { name: 'Electronics' })
    .click();
  await page.waitForURL(/\/live\?category=\d+$/);
  await expect(feed.getByRole('link').first()).toContainText('Headphones');

  await feed.getByRole('link').first().click();
  await page.waitForURL(/\/live\/\d+$/);
  const player = page.getByTestId('stream-player');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.5);
  expect(await player.evaluate((video: HTMLVideoElement) => video.error)).toBeNull();

  const offer = page.getByTestId('stream-offer').first();
  const title = (await offer.getByRole('link').nth(1).innerText()).trim();
  const added = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/purchase/customer/cart/v1/cart-items') &&
      response.request().method() === 'POST',
  );
  await offer.getByRole('button', { name: 'Add to cart' }).click();
  expect((await added).status()).toBe(201);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await screens(page, test.info(), 'live-stream');

  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toContainText(title.slice(0, 30));
});
