import { expect, test } from './support/test.ts';
import { screens } from './support/screens.ts';
import { addProductToCart } from './support/shopper.ts';

/**
 * Issue #16: a shopper switches to Bengali from the preferences dialog, and the header (its
 * menus are content), the footer (content too), the cart and every price change with it —
 * prices in Bengali digits through Intl.
 */
test('switching to Bengali translates the header, footer, cart and prices', async ({
  page,
  request,
}) => {
  const search = await request.post('/api/product/customer/v1/products/search', {
    data: { keyword: 'backpack', per_page: 1 },
  });
  const [product] = (await search.json()).data as { id: number }[];
  await addProductToCart(page, product!.id);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(/[0-9]/);

  await page.getByRole('button', { name: /^Region, currency and language/ }).click();
  await page.locator('#language-select').click();
  await page.getByRole('option', { name: 'বাংলা (Bengali)' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  const header = page.getByRole('banner');
  await expect(
    header.getByRole('navigation', { name: 'সেবাসমূহ' }).getByRole('link', { name: 'শিপ ফর মি' }),
  ).toBeVisible();
  await expect(header.getByRole('link', { name: 'কার্ট' })).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'সাইটের লিংক' });
  await expect(footer.getByRole('link', { name: 'শিপ ফর মি অনুরোধ' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Ship For Me Request' })).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('কার্ট');
  const subtotal = page.getByTestId('cart-subtotal');
  await expect(subtotal).toHaveText(/[০-৯]/);
  await expect(subtotal).not.toHaveText(/[0-9]/);
  const lineTotal = page.getByTestId('cart-item').locator('strong').first();
  await expect(lineTotal).toHaveText(/[০-৯]/);
  await expect(lineTotal).not.toHaveText(/[0-9]/);
  await screens(page, test.info(), 'cart-bengali');
});
