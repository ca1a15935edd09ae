import { expect, test } from './support/test.ts';
import { PHOTO } from './support/parcels.ts';
import { screens, stateShots } from './support/screens.ts';
import { payFromWallet } from './support/delivery-request.ts';
import { addProductToCart, placeOrderByApi } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { deliverPaidBuyProduct, STAFF_HEADERS, staffUrl } from './support/staff.ts';

/**
 * Disputes (issue #15): a delivered buy product is disputed from its page, staff refund half
 * of what was paid for it, and the wallet and the dispute's timeline show the refund. Then
 * the public contact form sends a message and confirms it.
 */
test.describe('disputes and support', () => {
  test('dispute a delivered product → staff refund half → wallet and timeline show it', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const search = await request.post('/api/product/customer/v1/products/search', {
      data: { keyword: 'backpack', per_page: 1 },
    });
    const [product] = (await search.json()).data as { id: number }[];
    await signUpByApi(page, request, freshEmail('disputes'), 'Farhana Akter');
    await addProductToCart(page, product!.id);
    const order = await placeOrderByApi(page, 'Farhana Akter');
    const [id] = order.buyProductIds;
    // Paid first: a dispute refunds the product's part of what its invoice received (#28).
    // Paying moves the product on to purchasing; staff take it from there to delivered.
    await payFromWallet(page, request, order.invoiceId);
    await deliverPaidBuyProduct(request, id!);

    await page.goto(`/dashboard/buy-and-ship/my-orders/${id}`);
    const panel = page.getByTestId('dispute-panel');
    await panel.getByRole('button', { name: 'Open a dispute' }).click();
    await panel.getByRole('button', { name: 'Send the dispute' }).click();
    await expect(panel.getByText('Add at least one photo.')).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await stateShots(page, test.info(), 'dispute-form-errors');
    await panel.getByLabel('What happened').selectOption('damaged');
    await panel.getByLabel('Tell us more').fill('The zip is torn off.');
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'zip.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await expect(panel.locator('img')).toHaveCount(1);
    await panel.getByLabel('A refund to my wallet').check();
    await panel.getByRole('button', { name: 'Send the dispute' }).click();
    const follow = panel.getByRole('link', { name: /Dispute CL-\d+: Opened/ });
    await expect(follow).toBeVisible();
    await screens(page, test.info(), 'dispute-opened-product');

    await follow.click();
    await page.waitForURL(/\/dashboard\/disputes\/\d+$/);
    const disputeId = Number(page.url().split('/').pop());
    const staffView = await request.get(staffUrl(`/api/claims/admin/v1/disputes/${disputeId}`), {
      headers: STAFF_HEADERS,
    });
    const paid = ((await staffView.json()).data as { paid: { amount: number } }).paid.amount;
    const half = Math.floor(paid / 2);
    const accepted = await request.put(
      staffUrl(`/api/claims/admin/v1/disputes/${disputeId}/accept`),
      { headers: STAFF_HEADERS, data: { amount: half, note: 'Half back for the torn zip' } },
    );
    expect(accepted.status(), await accepted.text()).toBe(200);

    await page.reload();
    await expect(page.getByTestId('dispute-summary')).toHaveAttribute('data-status', 'accepted');
    const timeline = page.getByTestId('dispute-timeline');
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline).toContainText('We accepted it');
    await expect(timeline).toContainText('Half back for the torn zip');
    const amount = (half / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(page.getByTestId('dispute-refunded')).toContainText(amount);
    await screens(page, test.info(), 'dispute-detail');

    await page.goto('/dashboard/wallet');
    await expect(
      page.getByTestId('wallet-balance-BDT').getByTestId('wallet-available'),
    ).toContainText(amount);
    await expect(page.getByTestId('wallet-history')).toContainText(
      `Refund for dispute #${disputeId}`,
    );

    await page.goto('/dashboard/disputes');
    await expect(page.getByTestId('dispute-list').getByRole('listitem')).toHaveCount(1);
    await screens(page, test.info(), 'dispute-list');
  });

  test('the contact form checks what is missing, sends and confirms', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await stateShots(page, test.info(), 'contact-errors');
    await page.getByLabel('Your name').fill('Rahim Uddin');
    await page.getByLabel('Email').fill('rahim@example.com');
    await page.getByLabel('Topic').selectOption('shipping');
    await page.getByLabel('Message', { exact: true }).fill('When will my parcel reach Dhaka?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-sent')).toContainText('rahim@example.com');
    await page.evaluate(() => window.scrollTo(0, 0));
    await stateShots(page, test.info(), 'contact-sent');
    await page.goto('/contact-us');
    await screens(page, test.info(), 'contact-form');
  });
});
