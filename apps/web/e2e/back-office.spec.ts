import { expect, test } from './support/test.ts';
import {
  backOfficeAs,
  openScreen,
  openSettings,
  payByBankTransfer,
  staffEmail,
} from './support/back-office.ts';
import { PHOTO, requestAirParcels } from './support/parcels.ts';
import { saveBangladeshiAddress, addProductToCart, placeOrderByApi } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { customerIdOf } from './support/staff.ts';

/**
 * Issue #17: staff work from the back office, each in their role. Warehouse receives a parcel
 * with a photo → finance approves the customer's bank transfer → purchasing buys the product
 * it paid for → support opens the customer's view read-only and the shop shows the banner →
 * the audit log lists each action with its actor. No staff step calls the API directly.
 */

test('warehouse, finance, purchasing and support each act in the back office, and the audit log names them', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(300_000);
  // The customer: a Ship For Me parcel on its way, and a Buy-and-Ship order paid by transfer.
  await signUpByApi(page, request, freshEmail('backoffice'), 'Farhana Akter');
  await saveBangladeshiAddress(page, 'Farhana Akter');
  const tracking = `BO-${Date.now()}`;
  const { parcels } = await requestAirParcels(page, (categoryId) => [
    {
      title: 'Rice cooker',
      quantity: 1,
      declared_value: 250_000,
      shipping_category_id: categoryId,
      tracking_id: tracking,
    },
  ]);
  const search = await request.post('/api/product/customer/v1/products/search', {
    data: { keyword: 'backpack', per_page: 1 },
  });
  const [product] = ((await search.json()) as { data: { id: number }[] }).data;
  await addProductToCart(page, product!.id);
  const order = await placeOrderByApi(page, null);
  await payByBankTransfer(page, order.invoiceId);
  const customerId = await customerIdOf(page);

  // Warehouse: find the parcel by its courier tracking id, weigh, measure, photograph, receive.
  const warehouse = await backOfficeAs(browser, 'warehouse');
  await expect(warehouse.getByTestId('queue-parcels_awaiting_arrival')).not.toHaveText('0');
  await openScreen(warehouse, 'Receiving');
  await warehouse.getByLabel('Tracking id or suite code').fill(tracking);
  await warehouse.getByRole('button', { name: 'Find parcel' }).click();
  await warehouse.getByTestId('awaiting-parcels').getByRole('button', { name: 'Receive' }).click();
  await warehouse.setViewportSize({ width: 768, height: 1024 });
  await warehouse.getByLabel('Weight (g)').fill('2350');
  await warehouse.getByLabel('Length (cm)').fill('40');
  await warehouse.getByLabel('Width (cm)').fill('30');
  await warehouse.getByLabel('Height (cm)').fill('25');
  await warehouse.getByLabel('Photos of the parcel').setInputFiles({
    name: 'parcel.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await warehouse.screenshot({ path: info.outputPath('receiving-768.png'), fullPage: true });
  await warehouse.getByRole('button', { name: 'Receive parcel' }).click();
  await expect(warehouse.getByRole('status')).toContainText(`${parcels[0]!.number} received`);
  await warehouse.context().close();

  // Finance: the transfer waits with its receipt; approving it pays the order's invoice.
  const finance = await backOfficeAs(browser, 'finance');
  await openScreen(finance, 'Bank transfers');
  const transfer = finance
    .getByTestId('bank-transfers')
    .locator('section')
    .filter({
      has: finance.getByText(`Customer ${customerId} ·`),
    });
  await expect(transfer.getByRole('img')).toBeVisible();
  await expect(transfer.getByTestId('transfer-reference')).toContainText('E2E-TRX-1');
  await transfer.getByRole('button', { name: 'Approve' }).click();
  await expect(finance.getByRole('status')).toContainText('approved');
  await finance.context().close();

  // Purchasing: the paid product is to buy; record the shop's order id and what we paid.
  const purchasing = await backOfficeAs(browser, 'purchasing');
  await openScreen(purchasing, 'Purchasing');
  const buyProductId = order.buyProductIds[0]!;
  const details = await page.request.get(
    `/api/buy-and-ship/customer/buy-product/v1/details/${buyProductId}`,
  );
  const { number } = ((await details.json()) as { data: { number: string } }).data;
  const card = purchasing.getByTestId('to-purchase').locator('section').filter({ hasText: number });
  await card.getByLabel('Shop order id').fill('TB-88120034');
  await card.getByLabel('Paid (CNY)').fill('84.50');
  await card.getByRole('button', { name: 'Mark purchased' }).click();
  await expect(purchasing.getByRole('status')).toContainText(`${number} is purchased`);
  await purchasing.context().close();
  await page.goto(`/dashboard/buy-and-ship/my-orders/${buyProductId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Purchased');

  // Support: a read-only view of the customer's account, through a one-time link.
  const support = await backOfficeAs(browser, 'support');
  await openScreen(support, 'Support');
  await support.getByLabel('Customer id').fill(String(customerId));
  await support
    .getByLabel('Why (the customer can see this)')
    .fill('Checking the order status with her');
  await support.getByRole('button', { name: 'Get a link' }).click();
  const link = await support.getByTestId('impersonation-link').getAttribute('href');
  const view = await (await browser.newContext()).newPage();
  await view.goto(link!);
  await expect(view.getByTestId('impersonation-banner')).toBeVisible();
  await view.context().close();

  // Customer 360: the paid invoice, the transfer, and the support session just opened.
  await openScreen(support, 'Customers');
  await support.getByLabel('Search').fill(`CP-${String(customerId).padStart(6, '0')}`);
  await support.getByRole('button', { name: 'Search' }).click();
  await support.getByRole('link', { name: 'Open' }).click();
  await support.waitForURL(/\/customers\/\d+$/);
  const overview = support.getByTestId('customer-overview');
  await expect(overview.getByTestId('customer-invoices')).toContainText('paid');
  await expect(overview.getByTestId('customer-payments')).toContainText('bank_transfer');
  await expect(overview.getByTestId('customer-parcels')).toContainText(parcels[0]!.number);
  await expect(overview.getByTestId('support-sessions')).toContainText(staffEmail('support'));
  await support.screenshot({ path: info.outputPath('customer-360-1440.png'), fullPage: true });
  await support.context().close();

  // Admin: the audit log names each action and its actor.
  const admin = await backOfficeAs(browser, 'admin');
  await openScreen(admin, 'Audit log');
  const rows = admin.getByTestId('audit-table-row');
  for (const [role, permission] of [
    ['warehouse', 'parcels.receive'],
    ['finance', 'payments.decide'],
    ['purchasing', 'orders.purchase'],
    ['support', 'support.impersonate'],
  ] as const) {
    await expect(
      rows.filter({ hasText: staffEmail(role) }).filter({ hasText: permission }),
    ).not.toHaveCount(0);
  }
  await admin.screenshot({ path: info.outputPath('audit-1440.png'), fullPage: true });
});

test('admin changes a warehouse’s storage terms; a timeline that makes no sense is refused at its field', async ({
  browser,
}, info) => {
  const admin = await backOfficeAs(browser, 'admin');
  await openSettings(admin, 'Warehouses');
  const yiwu = admin.getByRole('form', { name: 'Settings of Yiwu warehouse' });
  // Other specs store parcels in Yiwu: its terms go back as they were at the end.
  const freeDays = await yiwu.getByLabel('Free storage (days)').inputValue();
  const maxDays = await yiwu.getByLabel('Dispose of after (days)').inputValue();
  await yiwu.getByLabel('Dispose of after (days)').fill('5');
  await yiwu.getByRole('button', { name: 'Save Yiwu warehouse' }).click();
  await expect(yiwu.getByText('Disposal cannot come before the free days end')).toBeVisible();
  await expect(yiwu.getByLabel('Dispose of after (days)')).toHaveAttribute('aria-invalid', 'true');
  await admin.setViewportSize({ width: 768, height: 1024 });
  await admin.screenshot({ path: info.outputPath('warehouses-768.png'), fullPage: true });

  await yiwu.getByLabel('Dispose of after (days)').fill('120');
  await yiwu.getByLabel('Free storage (days)').fill('45');
  await yiwu.getByRole('button', { name: 'Save Yiwu warehouse' }).click();
  await expect(yiwu.getByRole('status')).toHaveText('Saved.');
  // The customer's warehouse address page reads the same terms.
  const customer = await admin.request.get('/api/core/customer/warehouse/v1/warehouses');
  const yiwuTerms = (
    (await customer.json()) as { data: { code: string; storage: unknown }[] }
  ).data.find((w) => w.code === 'CN-YW')!.storage;
  expect(yiwuTerms).toMatchObject({ free_days: 45, max_days: 120 });

  await yiwu.getByLabel('Free storage (days)').fill(freeDays);
  await yiwu.getByLabel('Dispose of after (days)').fill(maxDays);
  await yiwu.getByRole('button', { name: 'Save Yiwu warehouse' }).click();
  await expect(yiwu.getByRole('status')).toHaveText('Saved.');

  await openScreen(admin, 'Audit log');
  await expect(
    admin.getByTestId('audit-table-row').filter({ hasText: 'settings.warehouses' }),
  ).not.toHaveCount(0);
  await admin.context().close();
});

test('admin adds a restricted item and the next Ship For Me request with it is refused with the reason', async ({
  page,
  request,
  browser,
}, info) => {
  await signUpByApi(page, request, freshEmail('restricted'), 'Nusrat Jahan');
  await saveBangladeshiAddress(page, 'Nusrat Jahan');

  const admin = await backOfficeAs(browser, 'admin');
  await openSettings(admin, 'Restricted items');
  await expect(admin.getByTestId('restriction-rules')).toContainText('batteries_by_air');
  const form = admin.getByRole('form', { name: 'New rule' });
  await form.getByLabel('Code', { exact: true }).fill('magnets_by_air');
  await form.getByLabel('Reason the customer reads').fill('Strong magnets cannot fly; choose sea.');
  await form.getByRole('button', { name: 'Add rule' }).click();
  // Nothing to match: refused, with the API's word under the HS prefixes.
  await expect(
    form.getByText('A rule needs an HS code prefix or a declared content'),
  ).toBeVisible();
  await form.getByRole('checkbox', { name: 'magnet', exact: true }).check();
  await form.getByRole('checkbox', { name: 'air', exact: true }).check();
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(admin.getByRole('status')).toContainText('Rule magnets_by_air saved');
  await admin.setViewportSize({ width: 768, height: 1024 });
  await admin.screenshot({ path: info.outputPath('restricted-items-768.png'), fullPage: true });

  await expect(
    requestAirParcels(page, (categoryId) => [
      {
        title: 'Fridge magnets',
        quantity: 4,
        declared_value: 40_000,
        shipping_category_id: categoryId,
        contents: ['magnet'],
      },
    ]),
  ).rejects.toThrow(/Fridge magnets: Strong magnets cannot fly/);

  // Switched off, the rule stays listed and the same request goes through.
  await admin.getByRole('button', { name: 'Edit magnets_by_air' }).click();
  const edit = admin.getByRole('form', { name: 'Rule magnets_by_air' });
  await edit.getByLabel('Active: requests are checked against it').uncheck();
  await edit.getByRole('button', { name: 'Save magnets_by_air' }).click();
  await expect(admin.getByRole('status')).toContainText('Rule magnets_by_air saved');
  const { parcels } = await requestAirParcels(page, (categoryId) => [
    {
      title: 'Fridge magnets',
      quantity: 4,
      declared_value: 40_000,
      shipping_category_id: categoryId,
      contents: ['magnet'],
    },
  ]);
  expect(parcels).toHaveLength(1);
  await admin.context().close();
});
