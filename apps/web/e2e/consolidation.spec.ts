import { expect, test } from './support/test.ts';
import { customerCall } from './support/customer-api.ts';
import { screens, stateShots } from './support/screens.ts';
import { requestAirParcels, staffPhoto, staffReceive, type Parcel } from './support/parcels.ts';
import { saveBangladeshiAddress } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { creditWallet, customerIdOf, STAFF_HEADERS, staffUrl } from './support/staff.ts';

const SHIPMENT = '/api/shipping-core/customer/shipment/v1';
const TSHIRT_SIZE = { weight_grams: 1_200, length_cm: 30, width_cm: 20, height_cm: 10 };
const CUBE = { weight_grams: 1_000, length_cm: 20, width_cm: 20, height_cm: 20 };

interface Context {
  region_code: string;
  warehouses: { id: number }[];
  shipping_categories: { id: number }[];
  shipping_methods: { id: number; code: string }[];
  customer: { suite_code: string };
}

test.describe('Consolidation and landed cost', () => {
  test('a landed-cost estimate equals the invoice; two parcels → one box → the saving → pay → the box carries both', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);

    // Before signing in: what a ৳1,000 T-shirt costs at the door, itemised.
    await page.goto('/');
    await page.getByRole('link', { name: 'Cost at your door' }).first().click();
    await page.waitForURL(/\/landed-cost$/);
    const guestContext = await customerCall<Context>(
      page,
      'GET',
      '/api/context/customer/v1/ship-for-me?region=BD',
    );
    const categoryId = guestContext.shipping_categories[0]!.id;
    const calculator = page.getByTestId('landed-cost');
    await calculator.getByLabel('Product price (BDT)').fill('1000');
    await calculator.getByLabel('Seller’s delivery to our warehouse (BDT)').fill('80');
    await calculator.getByLabel('HS code (customs)').fill('6109.10');
    await calculator.getByRole('button', { name: /6109\.10/ }).click();
    await calculator.getByLabel('Weight (kg)').fill('1.2');
    await calculator.getByLabel('Length').fill('30');
    await calculator.getByLabel('Width').fill('20');
    await calculator.getByLabel('Height').fill('10');
    await calculator.getByLabel('Shipping category').selectOption(String(categoryId));
    await calculator.getByLabel(/Insure it at its price/).check();
    await calculator.getByLabel(/Extra packing/).check();
    await calculator.getByRole('button', { name: 'Calculate landed cost' }).click();
    const lines = calculator.getByTestId('landed-cost-lines');
    await expect(lines.locator('[data-kind]')).toHaveCount(6);
    await expect(lines.locator('[data-kind="duty"]')).toContainText('Duty and taxes');
    const estimate = Number(
      await calculator.getByTestId('landed-invoice-total').getAttribute('data-amount'),
    );
    expect(estimate).toBeGreaterThan(0);
    await stateShots(page, test.info(), 'landed-cost-answer');
    await screens(page, test.info(), 'landed-cost');

    // Sign up, an address, and three parcels sent to the warehouse.
    await signUpByApi(page, request, freshEmail('box'));
    await saveBangladeshiAddress(page, 'Karim Ahmed');
    const product = (title: string, extra: object = {}) => ({
      title,
      quantity: 1,
      declared_value: 50_000,
      shipping_category_id: categoryId,
      tracking_id: `SF-${title.replace(/\W/g, '')}`,
      ...extra,
    });
    const { context, parcels: sent } = await requestAirParcels(page, () => [
      product('Cotton T-shirt', {
        declared_value: 100_000,
        hs_code: '6109.10',
        insured: true,
        addon_service_codes: ['extra_packing'],
      }),
      product('Sneakers'),
      product('Rain jacket'),
    ]);
    const [tshirt, sneakers, jacket] = sent as [Parcel, Parcel, Parcel];
    const customerId = await customerIdOf(page);
    await staffReceive(request, context.customer.suite_code, customerId, (parcel) =>
      parcel.id === tshirt.id ? TSHIRT_SIZE : CUBE,
    );

    // The T-shirt's shipping invoice is exactly the estimate made for the same inputs.
    const shirt = await customerCall<{ invoice_id: number }>(
      page,
      'GET',
      `${SHIPMENT}/shipment-products/${tshirt.number}`,
    );
    const invoice = await customerCall<{ total: { amount: number } }>(
      page,
      'GET',
      `/api/invoice/customer/invoice/v1/invoices/${shirt.invoice_id}`,
    );
    expect(invoice.total.amount).toBe(estimate);

    // My Parcel: pick the sneakers and the jacket and ship them together.
    await page.goto('/dashboard/ship-for-me/my-parcel');
    const parcels = page.getByTestId('parcels');
    await parcels.getByLabel(`Pick ${sneakers.number} to ship together`).check();
    await expect(page.getByTestId('ship-together-bar')).toContainText('Pick at least two');
    await parcels.getByLabel(`Pick ${jacket.number} to ship together`).check();
    await expect(page.getByTestId('ship-together-bar')).toContainText('2 parcels picked');
    await stateShots(page, test.info(), 'my-parcel-picked');
    await screens(page, test.info(), 'my-parcel-pick');
    // The screenshots reload the page, which forgets the picks: pick again.
    await parcels.getByLabel(`Pick ${sneakers.number} to ship together`).check();
    await parcels.getByLabel(`Pick ${jacket.number} to ship together`).check();
    await page.getByTestId('ship-together').click();
    await page.waitForURL(/\/dashboard\/ship-for-me\/consolidations\/\d+$/);
    const box = page.getByTestId('consolidation');
    await expect(box.getByTestId('consolidation-status')).toHaveAttribute(
      'data-status',
      'requested',
    );
    await expect(box.getByTestId('consolidated-parcel')).toHaveCount(2);
    await screens(page, test.info(), 'consolidation-requested');

    // Staff repack both into one 2.2 kg box of 30×20×20 cm.
    const boxId = Number(page.url().split('/').pop());
    const repacked = await request.put(
      staffUrl(`/api/shipping-core/admin/shipment/v1/consolidations/${boxId}/repack`),
      {
        headers: STAFF_HEADERS,
        data: {
          weight_grams: 2_200,
          length_cm: 30,
          width_cm: 20,
          height_cm: 20,
          photo_ids: [await staffPhoto(request, customerId)],
        },
      },
    );
    expect(repacked.status(), await repacked.text()).toBe(200);

    // The saving is shown before the customer confirms: 2 × 1.6 kg alone vs 2.4 kg together.
    await page.reload();
    await expect(box.getByTestId('consolidation-status')).toHaveAttribute(
      'data-status',
      'repacked',
    );
    const saving = Number(await box.getByTestId('saving').getAttribute('data-amount'));
    expect(saving).toBeGreaterThan(0);
    await expect(box.getByText('You save')).toBeVisible();
    await screens(page, test.info(), 'consolidation-repacked');
    await box.getByRole('button', { name: 'Confirm and get one invoice' }).click();
    await expect(box.getByTestId('pay-box')).toBeVisible();

    // Pay the box's one invoice from the wallet.
    const boxInvoiceId = Number(
      new URL(
        (await box.getByTestId('pay-box').getAttribute('href'))!,
        page.url(),
      ).searchParams.get('invoice'),
    );
    const due = (
      await customerCall<{ due: { amount: number; currency: string } }>(
        page,
        'GET',
        `/api/invoice/customer/invoice/v1/invoices/${boxInvoiceId}`,
      )
    ).due;
    await creditWallet(page, request, due);
    await box.getByTestId('pay-box').click();
    await page.waitForURL(/\/dashboard\/payment\?invoice=\d+/);
    await page.getByTestId('gateway-wallet').click();
    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/dashboard\/payment\/status\?transaction=\d+$/);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'paid');

    // The box carries both parcels, both paid on its one invoice.
    await page.goto(`/dashboard/ship-for-me/consolidations/${boxId}`);
    await expect(box.getByTestId('consolidation-status')).toHaveAttribute(
      'data-status',
      'confirmed',
    );
    await expect(
      box.locator('[data-testid="consolidated-parcel"] [data-status="paid"]'),
    ).toHaveCount(2);
    await expect(box.getByTestId('pay-box')).toHaveCount(0);
    await screens(page, test.info(), 'consolidation-paid');
    await page.goto(`/dashboard/ship-for-me/my-parcel/${sneakers.number}`);
    await expect(page.getByTestId('parcel-box')).toBeVisible();
    await expect(page.getByTestId('parcel-timeline').locator('[data-kind="repacked"]')).toHaveCount(
      1,
    );
  });
});
