import { expect, type Page } from '@playwright/test';

/** A customer's steps other journeys build on: fill the cart, place an order. */

/** Opens a product, picks the first variation on offer in every property, adds it to the cart. */
export async function addProductToCart(page: Page, id: number) {
  await openWithVariations(page, id);
  const added = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/purchase/customer/cart/v1/cart-items') &&
      response.request().method() === 'POST',
  );
  await page.getByTestId('add-to-cart').click();
  expect((await added).status()).toBe(201);
}

/** Opens a product and picks the first variation on offer in every property. */
export async function openWithVariations(page: Page, id: number) {
  await page.goto(`/products/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const groups = page.locator('[data-testid^="variation-"]');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const group = groups.nth(index);
    if ((await group.locator('button[aria-pressed="true"]').count()) === 0)
      await group.locator('button:enabled').first().click();
    await expect(group.locator('button[aria-pressed="true"]')).toHaveCount(1);
  }
}

/** A place picker: open it by its label, take the option with this name. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills checkout's per-country address form with a Dhanmondi, Dhaka address and saves it. */
export async function addBangladeshiAddress(page: Page, name: string) {
  const form = page.getByTestId('address-form');
  await expect(form).toBeVisible();
  await page.locator('#address-name').fill(name);
  await page.locator('#address-phone').fill('+8801711000000');
  await choose(page, 'Division', 'Dhaka');
  await choose(page, 'District', 'Dhaka');
  await choose(page, 'Thana', 'Dhanmondi');
  await page.locator('#address-address_line1').fill('House 12, Road 5');
  await page.getByTestId('save-address').click();
  await expect(form).toHaveCount(0);
}

/**
 * Checks the whole cart out with a new Bangladeshi address and the default shipping; lands on
 * the payment step of the order's invoice. Answers the buy products' ids, newest first.
 */
export async function placeOrder(page: Page, name: string): Promise<number[]> {
  return (await placeOrderForInvoice(page, name)).buyProductIds;
}

/**
 * As placeOrder, also answering the order's invoice id (checkout ends on paying it). Without a
 * name the customer's saved address is used.
 */
export async function placeOrderForInvoice(
  page: Page,
  name: string | null,
): Promise<{ buyProductIds: number[]; invoiceId: number }> {
  await page.goto('/cart');
  await page.getByTestId('go-to-checkout').click();
  await page.waitForURL(/\/checkout$/);
  if (name !== null) await addBangladeshiAddress(page, name);
  await expect(page.getByTestId('checkout-summary')).toBeVisible();
  const placed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/buy-and-ship/customer/buy-product/v1/place-order') &&
      response.request().method() === 'POST',
  );
  await page.getByTestId('place-order').click();
  const order = (await (await placed).json()) as { data: { id: number; invoice_id: number } };
  await page.waitForURL(/\/dashboard\/payment\?invoice=\d+&placed=/);
  await expect(page.getByTestId('payment-step')).toBeVisible();
  const list = await page.request.get(
    `/api/buy-and-ship/customer/buy-product/v1/list?order_id=${order.data.id}`,
  );
  expect(list.ok(), await list.text()).toBe(true);
  return {
    buyProductIds: ((await list.json()) as { data: { id: number }[] }).data.map(
      (product) => product.id,
    ),
    invoiceId: order.data.invoice_id,
  };
}
