import { expect, test } from './support/test.ts';
import { customerCall } from './support/customer-api.ts';
import { PHOTO } from './support/parcels.ts';
import { outboxFor } from './support/notification-outbox.ts';
import { screens, stateShots } from './support/screens.ts';
import { saveBangladeshiAddress } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { STAFF_HEADERS, staffUrl } from './support/staff.ts';

test.describe('Request for quotation', () => {
  test('a request with a photo, quoted by staff, becomes an order from its quote and the customer is told', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const email = freshEmail('rfq');
    await signUpByApi(page, request, email);
    await saveBangladeshiAddress(page, 'Rahim Uddin');

    await page.goto('/dashboard/RFQ');
    await expect(page.getByRole('heading', { name: 'Request for Quotation' })).toBeVisible();
    await expect(page.getByText('No quotation requests yet')).toBeVisible();
    await screens(page, test.info(), 'rfq-empty');

    await page.getByTestId('rfq-new').click();
    await expect(page).toHaveURL(/\/dashboard\/RFQ\/new$/);
    const form = page.getByTestId('rfq-form');
    await screens(page, test.info(), 'rfq-form');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText("Enter the product's name.")).toBeVisible();
    await expect(form.getByText('Enter how many pieces you need.')).toBeVisible();
    await stateShots(page, test.info(), 'rfq-form-problems');

    await form.getByLabel('Product name').fill('Stainless steel water bottle, 750 ml');
    await form.getByLabel('Product link (optional)').fill('https://detail.1688.com/offer/123.html');
    await form.getByLabel('Quantity').fill('200');
    await form.getByLabel(/Target price per piece/).fill('250');
    await form.getByLabel('Specifications').fill('Logo printed on one side, blue and black.');
    await form
      .locator('input[type="file"][accept^="image"]')
      .setInputFiles({ name: 'bottle.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(form.locator('img')).toHaveCount(1);
    await stateShots(page, test.info(), 'rfq-form-filled');
    await form.getByRole('button', { name: 'Send request' }).click();

    await expect(page).toHaveURL(/\/dashboard\/RFQ\/\d+$/);
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());
    const detail = page.getByTestId('rfq-detail');
    await expect(detail.getByTestId('rfq-status').first()).toHaveText('Waiting for quotes');
    await expect(detail.locator('img')).toHaveCount(1);

    // Staff answer with a quote, as the back office does.
    const context = await customerCall<{
      shipping_categories: { id: number }[];
      shipping_methods: { id: number; code: string }[];
    }>(page, 'GET', '/api/context/customer/v1/ship-for-me?region=BD');
    const quoted = await request.post(staffUrl(`/api/rfq/admin/v1/requests/${requestId}/quotes`), {
      headers: STAFF_HEADERS,
      data: {
        tiers: [
          { min_quantity: 100, unit_price: 30_000 },
          { min_quantity: 500, unit_price: 26_000 },
        ],
        moq: 100,
        shipping_estimate: 150_000,
        shipping_method_id: context.shipping_methods.find((m) => m.code === 'air')!.id,
        shipping_category_id: context.shipping_categories[0]!.id,
        unit_weight_grams: 300,
        source_site: '1688',
        note: 'Factory in Yiwu, 7 days to produce.',
        valid_until: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    });
    expect(quoted.status(), await quoted.text()).toBe(201);

    await page.reload();
    const quote = detail.getByTestId('rfq-quote');
    await expect(quote).toContainText('100 pieces or more');
    await expect(quote).toContainText('500 pieces or more');
    await expect(quote).toContainText('Minimum order');
    await expect(quote.getByTestId('rfq-status')).toHaveText('Open');
    await screens(page, test.info(), 'rfq-quoted');

    // The quote is a notice: in the header bell and in the email outbox (queued, or handed
    // over by the worker: sent with SMTP, skipped without).
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    const emails = await outboxFor(email, 'quote_received');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.title).toContain('Stainless steel water bottle, 750 ml');
    expect(['queued', 'sent', 'skipped']).toContain(emails[0]!.email_status);

    await quote.getByRole('button', { name: 'Place order' }).click();
    await expect(quote.getByRole('status')).toContainText(/Order BO-\d+ placed/);
    await stateShots(page, test.info(), 'rfq-ordered');
    await quote.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/buy-and-ship\/my-orders\/\d+$/);
    await expect(page.getByText('Stainless steel water bottle, 750 ml').first()).toBeVisible();

    await page.goto(`/dashboard/RFQ/${requestId}`);
    await expect(detail.getByTestId('rfq-status').first()).toHaveText('Ordered');
    await expect(detail.getByRole('button', { name: 'Place order' })).toHaveCount(0);

    await page.goto('/dashboard/RFQ');
    await expect(page.getByTestId('rfq-list')).toContainText('Ordered');
    await screens(page, test.info(), 'rfq-list');

    await page.goto('/dashboard/notifications');
    const notices = page.getByTestId('notifications');
    await expect(notices).toContainText('A quote for Stainless steel water bottle, 750 ml');
  });
});
