import type { Browser } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { backOfficeAs, openScreen, payByBankTransfer } from './support/back-office.ts';
import { PHOTO } from './support/parcels.ts';
import { addProductToCart, placeOrderForInvoice } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { customerIdOf } from './support/staff.ts';

/**
 * The whole Buy-and-Ship journey, guest to delivered (issue #17), with every staff step done
 * in the back office: finance approves the transfers, purchasing buys and records the shop's
 * shipment, the warehouse receives the product, and the parcel is moved home to delivered.
 */

/** Finance approves the newest bank transfer of this customer. */
async function financeApproves(browser: Browser, customerId: number): Promise<void> {
  const finance = await backOfficeAs(browser, 'finance');
  await openScreen(finance, 'Bank transfers');
  const transfer = finance
    .getByTestId('bank-transfers')
    .locator('section')
    .filter({ has: finance.getByText(`Customer ${customerId} ·`) })
    .first();
  await transfer.getByRole('button', { name: 'Approve' }).click();
  await expect(finance.getByRole('status')).toContainText('approved');
  await finance.context().close();
}

test('guest to delivered, every staff step in the back office', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(360_000);
  const search = await request.post('/api/product/customer/v1/products/search', {
    data: { keyword: 'backpack', per_page: 1 },
  });
  const [product] = ((await search.json()) as { data: { id: number }[] }).data;

  // A guest fills the cart, signs up (the cart follows), checks out and pays by transfer.
  await addProductToCart(page, product!.id);
  await signUpByApi(page, request, freshEmail('journey'), 'Rafiq Islam');
  const order = await placeOrderForInvoice(page, 'Rafiq Islam');
  await payByBankTransfer(page, order.invoiceId);
  const customerId = await customerIdOf(page);
  const buyProductId = order.buyProductIds[0]!;
  const details = await page.request.get(
    `/api/buy-and-ship/customer/buy-product/v1/details/${buyProductId}`,
  );
  const { number } = ((await details.json()) as { data: { number: string } }).data;

  await financeApproves(browser, customerId);
  await page.goto(`/dashboard/buy-and-ship/my-orders/${buyProductId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Purchasing');

  // Purchasing buys it, then records that the shop shipped it to our warehouse.
  const purchasing = await backOfficeAs(browser, 'purchasing');
  await openScreen(purchasing, 'Purchasing');
  const card = purchasing.getByTestId('to-purchase').locator('section').filter({ hasText: number });
  await card.getByLabel('Shop order id').fill('TB-55120991');
  await card.getByLabel('Paid (CNY)').fill('120.00');
  await card.getByRole('button', { name: 'Mark purchased' }).click();
  await expect(purchasing.getByRole('status')).toContainText(`${number} is purchased`);
  await openScreen(purchasing, 'Orders');
  await purchasing.getByLabel('Product number or title').fill(number);
  await purchasing.getByRole('button', { name: 'Find' }).click();
  await purchasing.getByRole('button', { name: 'The shop shipped it' }).click();
  await expect(purchasing.getByRole('status')).toContainText('on its way to our warehouse');
  await purchasing.context().close();

  // The warehouse receives it: weighed, measured, photographed; it becomes a parcel.
  const warehouse = await backOfficeAs(browser, 'warehouse');
  await openScreen(warehouse, 'Orders');
  await warehouse.getByLabel('Product number or title').fill(number);
  await warehouse.getByRole('button', { name: 'Find' }).click();
  await warehouse.getByRole('button', { name: 'Receive at the warehouse' }).click();
  await warehouse.getByLabel('Weight (g)').fill('900');
  await warehouse.getByLabel('Length (cm)').fill('30');
  await warehouse.getByLabel('Width (cm)').fill('20');
  await warehouse.getByLabel('Height (cm)').fill('10');
  await warehouse
    .getByLabel('Photos of the parcel')
    .setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: PHOTO });
  await warehouse.getByRole('button', { name: 'Receive parcel' }).click();
  await expect(warehouse.getByRole('status')).toContainText(`${number} received`);

  // The customer pays the parcel's shipping by transfer; finance approves; shipping starts.
  await page.goto(`/dashboard/buy-and-ship/my-orders/${buyProductId}`);
  const shipsAs = page.getByTestId('ships-as-parcel');
  await expect(shipsAs).toContainText(/Ships home as parcel SP-\d{8}/);
  await shipsAs.getByRole('link', { name: 'Open the parcel' }).click();
  await page.waitForURL(/\/dashboard\/ship-for-me\/my-parcel\/SP-\d{8}$/);
  const parcelUrl = page.url();
  const parcelNumber = parcelUrl.split('/').pop()!;
  const payLink = page.getByTestId('parcel-detail').getByRole('link', { name: 'Pay shipping' });
  const shippingInvoice = Number(
    new URL((await payLink.getAttribute('href'))!, page.url()).searchParams.get('invoice'),
  );
  await payByBankTransfer(page, shippingInvoice);
  await financeApproves(browser, customerId);
  await page.goto(parcelUrl);
  await page.getByTestId('parcel-detail').getByRole('button', { name: 'Start shipping' }).click();
  await expect(
    page.getByTestId('parcel-detail').locator('[data-status="shipping_started"]').first(),
  ).toBeVisible();

  // The warehouse moves the parcel home, step by step, to delivered.
  await openScreen(warehouse, 'Parcels');
  await warehouse.getByLabel('Parcel number').fill(parcelNumber);
  await warehouse.getByRole('button', { name: 'Open' }).click();
  const status = warehouse.getByTestId('parcel-status');
  for (const [label, next] of [
    ['In transit', 'in_transit'],
    ['Arrived in the country', 'arrived'],
    ['Ready for delivery', 'ready_for_delivery'],
    ['Delivered', 'delivered'],
  ] as const) {
    await warehouse.getByRole('button', { name: `Move on: ${label}` }).click();
    await expect(status).toHaveAttribute('data-status', next);
  }
  await warehouse.context().close();

  // The customer's product is delivered.
  await page.goto(`/dashboard/buy-and-ship/my-orders/${buyProductId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
});
