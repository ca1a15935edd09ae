import { expect, test } from './support/test.ts';
import { addBangladeshiAddress, addProductToCart } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { STAFF_HEADERS, staffMove, staffUrl } from './support/staff.ts';

/**
 * The Buy-and-Ship journey (issue 5): a guest fills a cart, signs up (the guest cart merges),
 * adds an address, checks out with a coupon and finds the order in My Orders with its
 * invoice; then staff raise a price change, the customer accepts it in Action Needed after a
 * confirmation naming the new total, the timeline shows both, and the order summary agrees with
 * the invoice after the price change and after the order's other product is cancelled.
 */
test.describe('cart, checkout and Buy-and-Ship orders', () => {
  test('guest cart → sign up → address → coupon → order → action accepted', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const email = freshEmail('orders');

    // Two different products, found through the search API.
    const search = await request.post('/api/product/customer/v1/products/search', {
      data: { keyword: 'backpack', per_page: 2 },
    });
    const products = (await search.json()).data as { id: number; title: string }[];
    expect(products.length).toBe(2);

    // As a guest: add both; the header counts them and the cart lists them.
    for (const product of products) await addProductToCart(page, product.id);
    await expect(page.getByTestId('cart-count')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    // The guest cart survives a reload; quantities can be edited.
    await page.reload();
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    const firstItem = page.getByTestId('cart-item').first();
    await firstItem.getByRole('button', { name: 'More' }).first().click();
    await expect(firstItem.getByRole('spinbutton').first()).toHaveValue('2');

    // A guest who wants a wishlist is asked to sign in first.
    await page.goto(`/products/${products[0]!.id}`);
    // Listening before the click: the sign-in page soon swaps this address for its flow's.
    const toSignIn = page.waitForURL(/\/login\?return_to=%2Fproducts%2F\d+/);
    await page.getByTestId('add-to-wishlist').click();
    await toSignIn;

    // Sign up and verify the email.
    await signUpByApi(page, request, email);

    // Signed in, the wishlist takes the product.
    await page.goto(`/products/${products[0]!.id}`);
    await page.getByTestId('add-to-wishlist').click();
    await expect(page.getByText('Saved to your wishlist', { exact: true })).toBeVisible();
    // The heart shows it is saved, and still does after a reload.
    await expect(page.getByTestId('add-to-wishlist')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('add-to-wishlist')).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/dashboard/wishlist');
    await expect(page.getByTestId('wishlist').getByRole('listitem')).toHaveCount(1);

    // The guest cart was merged into the new customer's cart.
    await page.goto('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await page.getByTestId('go-to-checkout').click();
    await page.waitForURL(/\/checkout$/);

    // A Bangladeshi address through the per-country form.
    await addBangladeshiAddress(page, 'Nusrat Jahan');
    // The address book shows the thana and district by name, not by code.
    await expect(page.getByRole('radiogroup', { name: 'Delivery address' })).toContainText(
      'House 12, Road 5, Dhanmondi, Dhaka',
    );

    // Each product's shipping is estimated at its own category (no category to choose); the
    // first method is chosen. Apply the coupon.
    await expect(page.getByTestId('checkout-summary')).toBeVisible();
    await expect(page.getByTestId('product-shipping-estimate')).toHaveText([
      /^Shipping about BDT\s[\d,.]+ as \S/,
      /^Shipping about BDT\s[\d,.]+ as \S/,
    ]);
    await expect(page.getByLabel('Shipping category')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('coupon-message')).toContainText('WELCOME10');
    await expect(page.getByTestId('checkout-summary')).toContainText('Discount WELCOME10');

    // Place the order: checkout ends on paying its invoice; My Orders has both products.
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/dashboard\/payment\?invoice=\d+&placed=/);
    await expect(page.getByTestId('payment-step')).toBeVisible();
    await page.goto('/dashboard/buy-and-ship/my-orders');
    await expect(page.getByTestId('order-row')).toHaveCount(2);
    await expect(page.getByTestId('tab-pending_payment')).toContainText('2');

    // The detail shows the invoice and the first timeline event.
    await page.getByTestId('order-row').first().click();
    await page.waitForURL(/\/my-orders\/\d+$/);
    const buyProductId = Number(/\/my-orders\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByTestId('order-invoice')).toContainText('unpaid');
    await expect(page.getByTestId('order-address')).toContainText('Dhanmondi, Dhaka');
    await expect(page.getByTestId('timeline-event')).toHaveCount(1);

    // Staff start buying, then raise a price change on the first SKU.
    const details = await page.request.get(
      `/api/buy-and-ship/customer/buy-product/v1/details/${buyProductId}`,
    );
    const product = (await details.json()).data as {
      variations: { sku_id: string; unit_price: { amount: number } }[];
    };
    await staffMove(request, buyProductId, 'purchasing');
    const sku = product.variations[0]!;
    const raised = await request.post(staffUrl('/api/buy-and-ship/admin/buy-action/v1/actions'), {
      headers: STAFF_HEADERS,
      data: {
        buy_product_id: buyProductId,
        kind: 'price_change',
        message: 'The shop raised the price.',
        proposal: {
          variations: [{ sku_id: sku.sku_id, unit_price: sku.unit_price.amount + 5_000 }],
        },
      },
    });
    expect(raised.status(), await raised.text()).toBeLessThan(300);

    // The customer accepts it in Action Needed, after a confirmation naming the new total.
    await page.goto('/dashboard/action-needed');
    await expect(page.getByTestId('action-item')).toHaveCount(1);
    await expect(page.getByTestId('action-item')).toContainText('The shop raised the price.');
    await page.getByTestId('accept-action').click();
    const dialog = page.getByTestId('accept-change-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('accept-change-price')).toHaveText(/^(.+) → (?!\1)(.+) each$/);
    const promisedTotal = (
      await dialog.getByTestId('accept-change-order-total').innerText()
    ).trim();
    expect(promisedTotal).not.toBe('—');
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`accept-dialog-${width}.png`) });
    }
    await dialog.getByTestId('confirm-accept').click();
    await expect(page.getByTestId('accept-action')).toHaveCount(0);
    // The history keeps both sides of the change.
    await expect(page.getByTestId('action-item')).toContainText(/(.+) → (?!\1)(.+) each/);

    // The order summary and the invoice agree, on the total the confirmation promised.
    await page.goto(`/dashboard/buy-and-ship/my-orders/${buyProductId}`);
    const orderTotal = page.getByTestId('order-total');
    await expect(orderTotal).toHaveText(promisedTotal);
    await expect(page.getByTestId('order-invoice')).toContainText(`${promisedTotal} due`);

    // The timeline has the staff move, the action and the customer's decision.
    await page.goto(`/dashboard/buy-and-ship/my-orders/${buyProductId}`);
    const timeline = page.getByTestId('timeline');
    await expect(timeline).toContainText('Action needed');
    await expect(page.getByTestId('timeline-event')).toHaveCount(4);
    await expect(page.getByTestId('order-status')).toHaveText('Purchasing');

    // Cancel the order's other product: the order total and the invoice both drop, together.
    const list = await page.request.get('/api/buy-and-ship/customer/buy-product/v1/list');
    const other = ((await list.json()).data as { id: number }[]).find(
      (p) => p.id !== buyProductId,
    )!;
    await page.goto(`/dashboard/buy-and-ship/my-orders/${other.id}`);
    await page.getByTestId('cancel-product').click();
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await page.goto(`/dashboard/buy-and-ship/my-orders/${buyProductId}`);
    await expect(orderTotal).not.toHaveText(promisedTotal);
    const afterCancel = (await orderTotal.innerText()).trim();
    await expect(page.getByTestId('order-invoice')).toContainText(`${afterCancel} due`);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: test.info().outputPath(`order-page-${width}.png`),
        fullPage: true,
      });
    }
  });
});
