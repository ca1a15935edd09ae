import { expect, type Page } from '@playwright/test';
import { customerCall } from './customer-api.ts';

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
 * Checks out the cart in the browser and answers the order's buy products and invoice id
 * (checkout ends on paying it). Without a
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

/**
 * Saves the same Dhanmondi, Dhaka address as addBangladeshiAddress, through the API: for
 * journeys that need an address but are not about the address form (addresses.spec is).
 */
export async function saveBangladeshiAddress(page: Page, name: string): Promise<number> {
  const address = await customerCall<{ id: number }>(
    page,
    'POST',
    '/api/user/customer/address/v1/addresses',
    {
      country_code: 'BD',
      label: 'home',
      name,
      phone: '+8801711000000',
      fields: {
        division: 'dhaka',
        district: 'dhaka',
        thana: 'dhanmondi',
        address_line1: 'House 12, Road 5',
      },
    },
  );
  return address.id;
}

/**
 * Places an order for the whole cart through the API, as checkout does with its defaults (the
 * first shipping category and method; without a name, the customer's default address): for
 * journeys about a later step. Answers the buy products' ids, newest first, and the invoice.
 */
export async function placeOrderByApi(
  page: Page,
  name: string | null,
): Promise<{ buyProductIds: number[]; invoiceId: number }> {
  const addressId =
    name !== null
      ? await saveBangladeshiAddress(page, name)
      : (
          await customerCall<{ id: number; is_default: boolean }[]>(
            page,
            'GET',
            '/api/user/customer/address/v1/addresses',
          )
        ).find((address) => address.is_default)!.id;
  const cart = await customerCall<{ id: number; is_selected: boolean; available: boolean }[]>(
    page,
    'GET',
    '/api/purchase/customer/cart/v1/cart-items?page=1',
  );
  const categories = await customerCall<{ id: number; parent_id: number | null }[]>(
    page,
    'GET',
    '/api/shipping-core/customer/shipping-category/v1/shipping-categories?page=1&per_page=500',
  );
  const [method] = await customerCall<{ id: number }[]>(
    page,
    'GET',
    '/api/shipping-agent/customer/international/v1/shipping-methods?region=BD',
  );
  const category = categories.find((c) => c.parent_id === null) ?? categories[0]!;
  const order = await customerCall<{ id: number; invoice_id: number }>(
    page,
    'POST',
    '/api/buy-and-ship/customer/buy-product/v1/place-order',
    {
      items: cart
        .filter((item) => item.is_selected && item.available)
        .map((item) => ({ cart_item_id: item.id })),
      shipping_address_id: addressId,
      shipping_category_id: category.id,
      shipping_method_id: method!.id,
      coupon_code: null,
    },
  );
  const products = await customerCall<{ id: number }[]>(
    page,
    'GET',
    `/api/buy-and-ship/customer/buy-product/v1/list?order_id=${order.id}`,
  );
  return { buyProductIds: products.map((product) => product.id), invoiceId: order.invoice_id };
}
