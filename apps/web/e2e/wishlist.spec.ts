import { expect, test } from './support/test.ts';
import { fixtureShop } from './support/fixture-shop.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';

test.describe('wishlist by link and ended sessions', () => {
  test('a pasted link the catalog does not know is imported and joins the wishlist', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signUpByApi(page, request, freshEmail('wishlist'));
    const title = `Linked Teapot ${Date.now()}`;
    const shop = await fixtureShop(title);
    try {
      await page.goto('/dashboard/wishlist');
      await page.getByLabel('Save a product by its link').fill(shop.url);
      await page.getByRole('button', { name: 'Save to wishlist' }).click();
      // Imported by the worker, then it leaves the imports list for the wishlist itself.
      const wishlist = page.getByTestId('wishlist');
      await expect(wishlist.getByRole('link', { name: title })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('wishlist-link-imports')).toHaveCount(0);

      // The same link again is saved at once: the catalog knows it now.
      await page.getByLabel('Save a product by its link').fill(shop.url);
      await page.getByRole('button', { name: 'Save to wishlist' }).click();
      await expect(page.getByText('Saved to your wishlist', { exact: true })).toBeVisible();
      await expect(wishlist.getByRole('listitem')).toHaveCount(1);
    } finally {
      shop.server.close();
    }
  });

  test('a private page whose session has ended sends the visitor to sign in', async ({
    page,
    baseURL,
  }) => {
    // A cookie lets the page through the web server, but the identity no longer knows it.
    await page
      .context()
      .addCookies([{ name: 'ory_kratos_session', value: 'ended-session-token', url: baseURL! }]);
    await page.goto('/dashboard/buy-and-ship/my-orders?status=purchasing');
    // The login page starts an identity flow that carries the page to return to.
    await page.waitForURL(/\/login\?flow=/);
    const flowId = new URL(page.url()).searchParams.get('flow');
    const flow = await page.request.get(`/api/.ory/self-service/login/flows?id=${flowId}`);
    expect(flow.ok()).toBe(true);
    const returnTo = new URL((await flow.json()).return_to);
    expect(`${returnTo.pathname}${returnTo.search}`).toBe(
      '/dashboard/buy-and-ship/my-orders?status=purchasing',
    );
  });
});
