import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { customerCall } from './support/customer-api.ts';
import { requestAirParcels, staffReceive } from './support/parcels.ts';
import { screens } from './support/screens.ts';
import { addProductToCart, placeOrderByApi } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { creditWallet, customerIdOf } from './support/staff.ts';

type Money = { amount: number; currency: string };

const dueOf = async (page: Page, id: number) =>
  (
    await customerCall<{ due: Money }>(
      page,
      'GET',
      `/api/invoice/customer/invoice/v1/invoices/${id}`,
    )
  ).due;

/** An amount as shown, whatever the grouping: its digits are the minor units (taka, 2 places). */
async function expectAmount(locator: Locator, minorUnits: number) {
  await expect
    .poll(async () => (await locator.textContent())?.replace(/\D/g, ''))
    .toBe(String(minorUnits));
}

/**
 * The dashboard (issue #32): a new customer's is empty card by card; with an unpaid order and
 * wallet money it shows the real total and Pay pays it; once a parcel is weighed at our
 * warehouse it shows the parcel, its invoice, the rest of the wallet and the notice.
 */
test.describe('the customer dashboard', () => {
  test('shows what to pay, pays it, then the parcel at the warehouse and the wallet', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const search = await request.post('/api/product/customer/v1/products/search', {
      data: { keyword: 'backpack', per_page: 1 },
    });
    const [product] = (await search.json()).data as { id: number }[];
    await signUpByApi(page, request, freshEmail('dashboard'), 'Rafiq Islam');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(page.getByTestId('dashboard-to-pay')).toContainText('Nothing to pay');
    await expect(page.getByTestId('dashboard-needs-answer')).toContainText("You're all caught up");
    await expect(page.getByTestId('dashboard-parcels')).toContainText('Nothing on the way');
    await expect(page.getByTestId('dashboard-wallet')).toContainText('Your wallet is empty');
    await expect(page.getByTestId('dashboard-notifications')).toContainText('No notifications yet');
    await screens(page, test.info(), 'dashboard-empty');

    // An unpaid order, and staff credit the wallet with what it costs and 500 taka more.
    await addProductToCart(page, product!.id);
    const order = await placeOrderByApi(page, 'Rafiq Islam');
    const orderDue = await dueOf(page, order.invoiceId);
    await creditWallet(page, request, { amount: orderDue.amount + 50_000, currency: 'BDT' });

    await page.goto('/dashboard');
    const toPay = page.getByTestId('dashboard-to-pay');
    await expect(toPay.getByTestId('dashboard-due-count')).toHaveText(
      '1 invoice waiting for payment',
    );
    await expectAmount(toPay.getByTestId('dashboard-due-total'), orderDue.amount);
    await expect(toPay.getByTestId('dashboard-due-invoice')).toHaveCount(1);
    await expectAmount(page.getByTestId('dashboard-wallet-BDT'), orderDue.amount + 50_000);

    // Pay opens the invoice's payment step; the wallet pays it.
    await toPay.getByTestId('dashboard-pay').click();
    await page.waitForURL(new RegExp(`/dashboard/payment\\?invoice=${order.invoiceId}$`));
    await page.getByTestId('gateway-wallet').click();
    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/dashboard\/payment\/status\?transaction=\d+$/);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'paid');

    // A Ship For Me parcel, received and weighed: at the warehouse, with its shipping invoice.
    const { context } = await requestAirParcels(page, (categoryId) => [
      {
        title: 'Leather wallet',
        quantity: 1,
        declared_value: 150_000,
        shipping_category_id: categoryId,
        tracking_id: 'YT-DASH-1',
      },
    ]);
    const [received] = await staffReceive(
      request,
      context.customer.suite_code,
      await customerIdOf(page),
    );
    const parcel = await customerCall<{ invoice_id: number }>(
      page,
      'GET',
      `/api/shipping-core/customer/shipment/v1/shipment-products/${received!.number}`,
    );
    const parcelDue = await dueOf(page, parcel.invoice_id);

    await page.goto('/dashboard');
    await expect(toPay.getByTestId('dashboard-due-count')).toHaveText(
      '1 invoice waiting for payment',
    );
    await expectAmount(toPay.getByTestId('dashboard-due-total'), parcelDue.amount);
    const atWarehouse = page.getByTestId('dashboard-stage-at_warehouse');
    await expect(atWarehouse.getByTestId('dashboard-stage-count')).toHaveText('1');
    await expect(atWarehouse).toContainText('1 parcel · 0 order items');
    await expect(
      page.getByTestId('dashboard-stage-in_transit').getByTestId('dashboard-stage-count'),
    ).toHaveText('0');
    await expect(page.getByTestId('dashboard-stage-arrived')).toContainText(
      'Arrived in Bangladesh',
    );
    await expectAmount(page.getByTestId('dashboard-wallet-BDT'), 50_000);
    await expect(page.getByTestId('dashboard-notification').first()).toContainText(
      `Parcel ${received!.number} received at our warehouse`,
    );
    await screens(page, test.info(), 'dashboard');

    // The stage opens the parcels; Pay opens the parcel invoice's payment step.
    await atWarehouse.click();
    await page.waitForURL(/\/dashboard\/ship-for-me\/my-parcel$/);
    await page.goBack();
    await page.getByTestId('dashboard-pay').click();
    await page.waitForURL(new RegExp(`/dashboard/payment\\?invoice=${parcel.invoice_id}$`));
  });
});
