import { expect, test } from './support/test.ts';
import { addProductToCart, placeOrderByApi } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { customerCall } from './support/customer-api.ts';
import { staffMoveParcel, staffPhoto } from './support/parcels.ts';
import { screens } from './support/screens.ts';
import { creditWallet, customerIdOf, STAFF_HEADERS, staffMove, staffUrl } from './support/staff.ts';

/**
 * After the order (issue 5): the customer cancels a product still waiting for payment, a
 * cancel that comes too late answers with the API's reason, "Buy again" puts a product back
 * into the cart, and a product staff move along to `arrived` shows under "Ready for delivery"
 * in My Delivery.
 */
test('cancel, buy again and follow a product to "Ready for delivery"', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = freshEmail('delivery');
  const search = await request.post('/api/product/customer/v1/products/search', {
    data: { keyword: 'backpack', per_page: 2 },
  });
  const products = (await search.json()).data as { id: number; title: string }[];
  expect(products.length).toBe(2);

  await signUpByApi(page, request, email, 'Tanvir Ahmed');
  for (const product of products) await addProductToCart(page, product.id);
  const [kept, cancelled] = (await placeOrderByApi(page, 'Tanvir Ahmed')).buyProductIds;
  expect(kept).toBeDefined();
  expect(cancelled).toBeDefined();

  await test.step('cancel a product waiting for payment, with a reason', async () => {
    await page.goto(`/dashboard/buy-and-ship/my-orders/${cancelled}`);
    await expect(page.getByTestId('order-status')).toHaveText('Pending payment');
    await page.getByTestId('cancel-product').click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this product?' });
    await dialog.getByLabel('Reason (optional)').fill('Found it in a shop nearby');
    await dialog.getByTestId('confirm-cancel').click();
    await expect(page.getByText('Product cancelled', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('timeline-event')).toHaveCount(2);
    await expect(page.getByTestId('timeline-event').last()).toContainText('Cancelled');
    await expect(page.getByTestId('timeline-event').last()).toContainText(
      'Found it in a shop nearby',
    );
    // Neither a second cancel nor a "buy again" of nothing is offered.
    await expect(page.getByTestId('cancel-product')).toHaveCount(0);
    await expect(page.getByTestId('buy-again')).toHaveCount(0);
    // The tab counts moved with it.
    await page.goto('/dashboard/buy-and-ship/my-orders');
    await expect(page.getByTestId('tab-cancelled')).toContainText('1');
    await expect(page.getByTestId('tab-pending_payment')).toContainText('1');
  });

  await test.step('a cancel that comes too late shows why', async () => {
    await page.goto(`/dashboard/buy-and-ship/my-orders/${kept}`);
    await expect(page.getByTestId('order-status')).toHaveText('Pending payment');
    await page.getByTestId('cancel-product').click();
    // Meanwhile the shop has been paid: the product is no longer cancellable.
    await staffMove(request, kept!, 'purchasing', 'purchased');
    await page.getByTestId('confirm-cancel').click();
    await expect(
      // Exact: the toast's screen-reader announcement repeats the text with a prefix.
      page.getByText('This product is purchased and can no longer be cancelled.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Purchased');
    await expect(page.getByTestId('cancel-product')).toHaveCount(0);
  });

  await test.step('buy again puts the product back into the cart', async () => {
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.getByTestId('buy-again').click();
    await expect(page.getByText('Added to your cart', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toBeVisible();
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(/\/cart$/);
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    const keptTitle = await (
      await page.request.get(`/api/buy-and-ship/customer/buy-product/v1/details/${kept}`)
    ).json();
    await expect(page.getByTestId('cart-item')).toContainText(
      (keptTitle as { data: { title: string } }).data.title,
    );
  });

  await test.step('My Delivery follows the product home', async () => {
    await page.goto('/dashboard/buy-and-ship/my-delivery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Delivery');
    await expect(page.getByText('Nothing on the way')).toBeVisible();

    // At our warehouse abroad it is weighed, measured and photographed (issue #14).
    await staffMove(request, kept!, 'shipped_to_warehouse');
    const customerId = await customerIdOf(page);
    const photo = await staffPhoto(request, customerId);
    const received = await request.put(
      staffUrl(`/api/buy-and-ship/admin/buy-product/v1/buy-products/${kept}/receive`),
      {
        headers: STAFF_HEADERS,
        data: { weight_grams: 900, length_cm: 30, width_cm: 20, height_cm: 10, photo_ids: [photo] },
      },
    );
    expect(received.status(), await received.text()).toBe(200);
    await page.goto(`/dashboard/buy-and-ship/my-orders/${kept}`);
    await expect(page.getByTestId('warehouse-receipt')).toContainText(
      'At our warehouse: 0.9 kg, 30 × 20 × 10 cm',
    );
    await expect(page.getByTestId('warehouse-receipt').locator('img')).toHaveCount(1);
    // It now ships home as a parcel with its own shipping invoice (issue #14): the product
    // page leads to it; paying it and starting its shipping hands the product over.
    const shipsAs = page.getByTestId('ships-as-parcel');
    await expect(shipsAs).toContainText(/Ships home as parcel SP-\d{8}/);
    await screens(page, test.info(), 'buy-product-ships-as-parcel');
    await shipsAs.getByRole('link', { name: 'Open the parcel' }).click();
    await page.waitForURL(/\/dashboard\/ship-for-me\/my-parcel\/SP-\d{8}$/);
    const parcelUrl = page.url();
    const detail = page.getByTestId('parcel-detail');
    await expect(detail.locator('[data-status="invoiced"]').first()).toBeVisible();
    const parcelId = (
      await customerCall<{ id: number }>(
        page,
        'GET',
        `/api/shipping-core/customer/shipment/v1/shipment-products/${page.url().split('/').pop()}`,
      )
    ).id;
    const payLink = detail.getByRole('link', { name: 'Pay shipping' });
    const invoiceId = new URL((await payLink.getAttribute('href'))!, page.url()).searchParams.get(
      'invoice',
    );
    const invoice = await customerCall<{ due: { amount: number; currency: string } }>(
      page,
      'GET',
      `/api/invoice/customer/invoice/v1/invoices/${invoiceId}`,
    );
    await creditWallet(page, request, invoice.due);
    await payLink.click();
    await page.getByTestId('gateway-wallet').click();
    await page.getByTestId('pay-now').click();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'paid');
    await page.goto(parcelUrl);
    await detail.getByRole('button', { name: 'Start shipping' }).click();
    await expect(detail.locator('[data-status="shipping_started"]').first()).toBeVisible();

    await page.goto('/dashboard/buy-and-ship/my-delivery');
    await expect(page.getByTestId('tab-handed_to_international')).toContainText('1');
    await expect(page.getByTestId('tab-handed_to_international')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(page.getByTestId('order-status')).toHaveText('Shipping internationally');

    await staffMoveParcel(request, parcelId, 'in_transit', 'arrived');
    await page.reload();
    // It opens on the first tab with products: now "Ready for delivery".
    const ready = page.getByTestId('tab-arrived');
    await expect(ready).toHaveAttribute('aria-selected', 'true');
    await expect(ready).toContainText('Ready for delivery');
    await expect(ready).toContainText('1');
    await expect(page.getByTestId('tab-handed_to_international')).toContainText('0');
    const row = page.getByTestId('order-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('order-status')).toHaveText('Arrived');
    await expect(row).toContainText('Updated');

    await page.getByTestId('tab-delivered').click();
    await expect(page.getByText('Nothing delivered yet')).toBeVisible();

    await page.getByTestId('tab-arrived').click();
    await row.click();
    await page.waitForURL(new RegExp(`/my-orders/${kept}$`));
    await expect(page.getByTestId('timeline-event')).toHaveCount(7);
    await expect(page.getByTestId('timeline-event').last()).toContainText('(parcel SP-');
    await expect(page.getByTestId('timeline-event').last()).toContainText('Arrived');
  });
});
