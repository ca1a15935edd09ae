import { expect, test } from './support/test.ts';
import { payFromWallet } from './support/delivery-request.ts';
import { customerCall } from './support/customer-api.ts';
import { screens } from './support/screens.ts';
import { saveBangladeshiAddress } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { staffMoveParcel, staffReceive } from './support/parcels.ts';
import { creditWallet, customerIdOf, STAFF_HEADERS, staffUrl } from './support/staff.ts';

test.describe('Ship For Me', () => {
  test('the calculator prices a parcel before signing in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Shipping cost calculator' }).click();
    await page.waitForURL(/\/shipping-calculator$/);
    const calculator = page.getByTestId('shipping-calculator');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(calculator.getByText('Choose a shipping category.')).toBeVisible();
    await calculator.getByLabel('Weight (kg)').fill('1.5');
    await calculator.getByLabel('Length').fill('50');
    await calculator.getByLabel('Width').fill('40');
    await calculator.getByLabel('Height').fill('30');
    await calculator.getByLabel('Shipping category').selectOption({ index: 1 });
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const options = calculator.getByTestId('calculator-options');
    // 50×40×30 cm is 12 kg by air: the volume, not the scale, sets the price.
    await expect(options).toContainText('Charged for 12 kg');
    await screens(page, test.info(), 'shipping-calculator');
  });

  test('request two products (reload mid-way) → received → paid by wallet → shipped → delivery request → delivered', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await signUpByApi(page, request, freshEmail('sfm'));
    // A delivery address first, from the address book.
    await saveBangladeshiAddress(page, 'Rahim Uddin');

    await page.goto('/ship-for-me');
    await expect(page.getByTestId('step-title')).toHaveText('Send it to us');
    const suiteCode = (await page.getByTestId('suite-code').textContent())!.trim();
    expect(suiteCode).toMatch(/^CP-\d{6,}$/);
    await expect(page.getByTestId('warehouse-address')).toContainText(`Suite ${suiteCode}`);
    await screens(page, test.info(), 'ship-for-me-warehouse');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The products: the first with an HS code found by words, then a second one.
    await expect(page.getByTestId('step-title')).toHaveText('What is in it');
    const first = page.getByTestId('product-0');
    await first.getByLabel('Product name').fill('Cotton T-shirt');
    await first.getByLabel('Link to the product').fill('https://shop.example.cn/item/42');
    await first.getByLabel('Quantity').fill('2');
    await first.getByLabel('What you paid (BDT)').fill('1200');
    await first.getByLabel('Shipping category').selectOption({ index: 1 });
    await first.getByLabel('HS code (customs)').fill('cotton t-shirt');
    await first.getByRole('button', { name: /6109\.10/ }).click();
    await first.getByLabel('Shop courier’s tracking number').fill('SF1234567890');
    await page.getByRole('button', { name: 'Add another product' }).click();
    const second = page.getByTestId('product-1');
    await second.getByLabel('Product name').fill('Ceramic mug');
    // Continue refuses an incomplete product, beside the field.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(second.getByText('Enter what you paid, for example 1250.')).toBeVisible();

    // A reload keeps the step and everything typed (local storage, spec §3).
    await page.reload();
    await expect(page.getByTestId('step-title')).toHaveText('What is in it');
    await expect(page.getByTestId('product-0').getByLabel('Product name')).toHaveValue(
      'Cotton T-shirt',
    );
    await expect(page.getByTestId('product-1').getByLabel('Product name')).toHaveValue(
      'Ceramic mug',
    );
    const stored = await page.evaluate(() => [
      localStorage.getItem('ship_for_me_form_data'),
      localStorage.getItem('ship_for_me_stepper'),
    ]);
    expect(stored[1]).toBe('1');
    expect(stored[0]).toContain('SF1234567890');

    const mug = page.getByTestId('product-1');
    await mug.getByLabel('What you paid (BDT)').fill('450');
    await mug.getByLabel('Shipping category').selectOption({ index: 1 });
    await mug.getByLabel('Shop courier’s tracking number').fill('YT9988776655');
    // Declared as holding batteries: refused for air shipping when sent (below).
    await mug.getByLabel('Batteries').check();
    await mug.getByLabel(/Insure it at its declared value/).check();
    await screens(page, test.info(), 'ship-for-me-products');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByTestId('step-title')).toHaveText('Where it goes');
    await expect(page.getByLabel('Delivery address')).toContainText('Rahim Uddin');
    await page.getByLabel(/Extra packing/).check();
    await screens(page, test.info(), 'ship-for-me-shipping');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('review')).toContainText('Cotton T-shirt');
    await expect(page.getByTestId('review')).toContainText('Ceramic mug');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText('Ceramic mug: Loose lithium batteries and power banks cannot fly'),
    ).toBeVisible();
    // Back to the products: the mug holds no batteries after all.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('product-1').getByLabel('Batteries').uncheck();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Send request' }).click();

    await page.waitForURL(/\/dashboard\/ship-for-me\/my-shipment\?created=SO-\d{8}/);
    await expect(page.getByTestId('request-created')).toBeVisible();
    const orders = page.getByTestId('shipment-orders');
    await expect(orders).toContainText('Cotton T-shirt');
    await expect(orders).toContainText('Ceramic mug');
    await expect(orders.locator('[data-status="awaiting_arrival"]')).toHaveCount(2);
    expect(await page.evaluate(() => localStorage.getItem('ship_for_me_form_data'))).toBeNull();
    await screens(page, test.info(), 'my-shipment');

    // Staff receive both parcels: weighed and photographed, each gets its shipping invoice.
    const customerId = await customerIdOf(page);
    const parcels = await staffReceive(request, suiteCode, customerId);
    expect(parcels).toHaveLength(2);
    const tshirt = parcels.find((p) => p.id === Math.min(...parcels.map((x) => x.id)))!;

    await page.goto(`/dashboard/ship-for-me/my-parcel/${tshirt.number}`);
    const detail = page.getByTestId('parcel-detail');
    await expect(detail.getByTestId('parcel-weight')).toHaveText('1.25 kg');
    await expect(detail.getByTestId('warehouse-photos').locator('img')).toHaveCount(1);
    await expect(detail.locator('[data-status="invoiced"]').first()).toBeVisible();

    // The shipping invoice is in Ship For Me's invoices; the wallet pays it.
    await page.goto('/dashboard/ship-for-me/invoice');
    await expect(page.getByTestId('invoice-row')).toHaveCount(2);
    await page.goto(`/dashboard/ship-for-me/my-parcel/${tshirt.number}`);
    const invoiceId = Number(
      new URL(
        (await detail.getByRole('link', { name: 'Pay shipping' }).getAttribute('href'))!,
        page.url(),
      ).searchParams.get('invoice'),
    );
    const invoice = await page.request.get(
      `/api/invoice/customer/invoice/v1/invoices/${invoiceId}`,
    );
    const due = ((await invoice.json()) as { data: { due: { amount: number; currency: string } } })
      .data.due;
    await creditWallet(page, request, due);
    await detail.getByRole('link', { name: 'Pay shipping' }).click();
    await page.waitForURL(/\/dashboard\/payment\?invoice=\d+/);
    await page.getByTestId('gateway-wallet').click();
    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/dashboard\/payment\/status\?transaction=\d+$/);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'paid');

    // The customer starts shipping; staff move it home.
    await page.goto(`/dashboard/ship-for-me/my-parcel/${tshirt.number}`);
    await detail.getByRole('button', { name: 'Start shipping' }).click();
    await expect(detail.locator('[data-status="shipping_started"]').first()).toBeVisible();
    await staffMoveParcel(request, tshirt.id, 'in_transit', 'arrived');
    await page.reload();
    await expect(detail.locator('[data-status="arrived"]').first()).toBeVisible();

    // The customer asks for delivery of the arrived parcel: priced courier, success page.
    await detail.getByRole('link', { name: 'Request delivery' }).click();
    await page.waitForURL(/\/dashboard\/create-delivery-request\?items=shipment_product:\d+$/);
    const items = page.getByTestId('deliverable-items');
    await expect(items.getByRole('checkbox', { name: /Cotton T-shirt/ })).toBeChecked();
    const couriers = page.getByTestId('courier-options');
    await expect(couriers.getByRole('radio').first()).toBeChecked();
    await screens(page, test.info(), 'create-delivery-request');
    await page.getByRole('button', { name: 'Request delivery' }).click();
    await page.waitForURL(/\/dashboard\/create-delivery-request\/success\?request=\d+$/);
    const requestNumber = page.getByTestId('delivery-request-number');
    await expect(requestNumber).toContainText(/Delivery request DR-\d{8}/);
    await expect(page.getByTestId('delivery-request')).toContainText('Cotton T-shirt');
    await screens(page, test.info(), 'delivery-request-success');
    const requestId = Number(new URL(page.url()).searchParams.get('request'));
    // The charge is an invoice, paid before dispatch: Pay is offered until it is paid.
    await expect(page.getByTestId('delivery-payment-state')).toHaveText(/Not paid yet/);
    await expect(page.getByTestId('pay-delivery')).toBeVisible();
    const asked = await customerCall<{ invoice_id: number }>(
      page,
      'GET',
      `/api/delivery/customer/delivery-request/v1/requests/${requestId}`,
    );
    await payFromWallet(page, request, asked.invoice_id);
    await page.reload();
    await expect(page.getByTestId('delivery-payment-state')).toHaveText('Paid');
    await expect(page.getByTestId('pay-delivery')).toHaveCount(0);
    for (const status of ['dispatched', 'delivered']) {
      const moved = await request.put(
        staffUrl(`/api/delivery/admin/delivery-request/v1/requests/${requestId}/status`),
        { headers: STAFF_HEADERS, data: { status, tracking_number: 'STF-2611-0007' } },
      );
      expect(moved.status(), await moved.text()).toBe(200);
    }
    // The courier's tracking number reaches the customer's view of the request.
    await page.reload();
    await expect(page.getByTestId('delivery-tracking-number')).toHaveText('STF-2611-0007');

    // The timeline shows every step, in order.
    await page.goto(`/dashboard/ship-for-me/my-parcel/${tshirt.number}`);
    await expect(detail.locator('[data-status="delivered"]').first()).toBeVisible();
    const timeline = detail.getByTestId('parcel-timeline');
    const steps = await timeline
      .locator('li')
      .evaluateAll((entries) =>
        entries.map(
          (entry) => `${entry.getAttribute('data-kind')}:${entry.getAttribute('data-status')}`,
        ),
      );
    expect(steps).toEqual([
      'status:requested',
      'tracking_added:awaiting_arrival',
      'status:received_at_warehouse',
      'status:invoiced',
      'status:paid',
      'status:shipping_started',
      'status:in_transit',
      'status:arrived',
      'delivery_requested:',
      'with_courier:',
      'status:ready_for_delivery',
      'status:delivered',
    ]);
    await expect(timeline).toContainText('Received at our warehouse: 1.25 kg, 30×20×10 cm');
    await expect(timeline).toContainText('Delivery requested: DR-');
    await expect(timeline).toContainText('tracking number STF-2611-0007');
    await screens(page, test.info(), 'my-parcel');

    // "Track orders" in the header finds the parcel by its number.
    await page.getByRole('link', { name: 'Track orders' }).first().click();
    await page.waitForURL(/\/track$/);
    await page.getByLabel('Number').fill('SP-99999999');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('We could not find SP-99999999 among your orders.')).toBeVisible();
    await page.getByLabel('Number').fill(tshirt.number.toLowerCase());
    await page.getByRole('button', { name: 'Track' }).click();
    await page.waitForURL(new RegExp(`/dashboard/ship-for-me/my-parcel/${tshirt.number}$`));
    await expect(detail.locator('[data-status="delivered"]').first()).toBeVisible();
  });
});
