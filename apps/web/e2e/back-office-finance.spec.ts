import { expect, test } from './support/test.ts';
import {
  BACK_OFFICE,
  backOfficeAs,
  officeShots,
  openScreen,
  uploadPhoto,
} from './support/back-office.ts';
import { customerCall } from './support/customer-api.ts';
import { addProductToCart, placeOrderByApi, saveBangladeshiAddress } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { creditWallet, customerIdOf, deliverPaidBuyProduct } from './support/staff.ts';

/**
 * Issue #17: the queues that had only staff API routes are worked in the back office. Finance
 * approves and pays out a customer's payout, support refunds a dispute after looking at its
 * photo, purchasing quotes a request for quotation; each time the customer sees the outcome in
 * the shop. Customers are arranged through their own API; every staff step is on a screen.
 */
test.describe('back office: payouts, disputes and quotes', () => {
  test('finance approves a payout and marks it paid; the customer’s wallet shows it paid out', async ({
    page,
    request,
    browser,
  }, info) => {
    test.setTimeout(180_000);
    await signUpByApi(page, request, freshEmail('payout'), 'Nusrat Jahan');
    await creditWallet(page, request, { amount: 150_000, currency: 'BDT' });
    const account = await customerCall<{ id: number }>(
      page,
      'POST',
      '/api/wallet/customer/wallet/v1/payout-accounts',
      { gateway: 'bkash', details: { wallet_number: '01712345678' } },
    );
    const payout = await customerCall<{ id: number }>(
      page,
      'POST',
      '/api/wallet/customer/wallet/v1/payout-requests',
      { payout_account_id: account.id, amount: 50_000 },
      { 'Idempotency-Key': crypto.randomUUID() },
    );

    const finance = await backOfficeAs(browser, 'finance');
    await openScreen(finance, 'Payouts');
    await expect(finance.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    const row = finance
      .getByTestId('payouts-row')
      .filter({ has: finance.getByRole('cell', { name: `#${payout.id}`, exact: true }) });
    await expect(row).toContainText('01712345678');
    await expect(row).toContainText('bKash');
    await expect(row).toContainText('490.00');
    await officeShots(finance, info, 'payouts-to-approve');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(finance.getByRole('status')).toContainText(`Payout #${payout.id} approved`);
    await expect(row).toHaveCount(0);

    await finance.getByLabel('Show').selectOption('approved');
    await row.getByRole('button', { name: 'Mark paid…' }).click();
    await finance
      .getByLabel('Transfer reference (bKash trxID or bank reference)')
      .fill('BK8H3K2Q9Z');
    await finance.getByRole('button', { name: 'Mark paid', exact: true }).click();
    await expect(finance.getByRole('status')).toContainText(`Payout #${payout.id} is paid`);
    await expect(row).toHaveCount(0);
    await finance.getByLabel('Show').selectOption('completed');
    await expect(row).toContainText('completed');
    await expect(row).toContainText('BK8H3K2Q9Z');
    await officeShots(finance, info, 'payouts-completed');
    // Whose payout it is links to their Customer 360, at an address of its own.
    await row.getByTestId('customer-link').click();
    await finance.waitForURL(/\/customers\/\d+$/);
    await expect(finance.getByTestId('customer-overview')).toContainText('Nusrat Jahan');
    await finance.context().close();

    await page.goto('/dashboard/wallet');
    const paid = page.getByTestId('payout-request-row');
    await expect(paid.getByTestId('payout-status')).toHaveText('Paid out');
    await expect(paid.getByTestId('payout-reference')).toContainText('BK8H3K2Q9Z');
    const balance = page.getByTestId('wallet-balance-BDT');
    await expect(balance.getByTestId('wallet-available')).toContainText('1,000.00');
    await expect(balance.getByTestId('wallet-held')).toContainText('0.00');
  });

  test('support reads a dispute with its photo and refunds it; the customer sees it accepted', async ({
    page,
    request,
    browser,
  }, info) => {
    test.setTimeout(240_000);
    const search = await request.post('/api/product/customer/v1/products/search', {
      data: { keyword: 'backpack', per_page: 1 },
    });
    const [product] = ((await search.json()) as { data: { id: number }[] }).data;
    await signUpByApi(page, request, freshEmail('dispute-bo'), 'Farhana Akter');
    await addProductToCart(page, product!.id);
    const order = await placeOrderByApi(page, 'Farhana Akter');
    const [productId] = order.buyProductIds;

    // She pays cash at the office: finance records it on the invoice in her Customer 360,
    // which settles it (ledger postings) and starts buying the product.
    const finance = await backOfficeAs(browser, 'finance');
    await finance.goto(`${BACK_OFFICE}/customers/${await customerIdOf(page)}`);
    const invoices = finance.getByTestId('customer-invoices');
    const form = invoices.getByRole('form', { name: /^Record a payment for / });
    await form.getByLabel('Received by').selectOption('cash');
    await form.getByLabel(/^Receipt or transaction number/).fill('TILL-0042');
    await officeShots(finance, info, 'customer-360-record-payment');
    await form.getByRole('button', { name: /^Record / }).click();
    await expect(invoices.getByRole('status')).toContainText('recorded for');
    await expect(finance.getByTestId('customer-payments')).toContainText('cash · succeeded');
    await finance.context().close();
    await page.goto(`/dashboard/buy-and-ship/my-orders/${productId}`);
    await expect(page.getByTestId('order-status')).toHaveText('Purchasing');
    await deliverPaidBuyProduct(request, productId!);
    const photo = await uploadPhoto(page, 'zip.png');
    const dispute = await customerCall<{ id: number; number: string; paid: { amount: number } }>(
      page,
      'POST',
      `/api/claims/customer/v1/buy-product/${productId}/dispute`,
      {
        reason: 'damaged',
        description: 'The zip is torn off the front pocket.',
        quantity: 1,
        photo_ids: [photo],
        requested_resolution: 'refund',
      },
    );

    const support = await backOfficeAs(browser, 'support');
    await openScreen(support, 'Disputes');
    const listed = support.getByRole('link', { name: dispute.number, exact: true });
    await expect(listed).toBeVisible();
    await officeShots(support, info, 'disputes');
    await listed.click();
    await expect(support.getByTestId('dispute-description')).toHaveText(
      'The zip is torn off the front pocket.',
    );
    // The customer's photo is served to staff, not a broken image.
    const shown = support.getByRole('img', { name: "Customer's photo 1" });
    await expect(shown).toBeVisible();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await officeShots(support, info, 'dispute');

    await support.getByLabel('Note to the customer').fill('Refunded in full for the torn zip.');
    await support.getByRole('button', { name: 'Accept and refund' }).click();
    await expect(support.getByRole('status')).toContainText('Accepted');
    await expect(support.getByRole('heading', { level: 1 })).toContainText('accepted');
    await expect(support.getByTestId('timeline')).toContainText(
      'Refunded in full for the torn zip.',
    );
    // Decided, the product takes a claim (one open item at a time), for the claims screen.
    const claim = await customerCall<{ number: string }>(
      page,
      'POST',
      '/api/claims/customer/v1/claims',
      {
        subject_type: 'buy_product',
        subject_id: productId,
        reason: 'damaged',
        description: 'The box was crushed on one corner.',
        photo_ids: [photo],
      },
    );

    await openScreen(support, 'Claims');
    const claimLink = support.getByRole('link', { name: claim.number, exact: true });
    await expect(claimLink).toBeVisible();
    await officeShots(support, info, 'claims');
    await claimLink.click();
    await expect(support.getByRole('img', { name: "Customer's photo 1" })).toBeVisible();
    await support
      .getByLabel('Note to the customer')
      .fill('Checking the photos with the warehouse.');
    await support.getByRole('button', { name: 'Take under review' }).click();
    await expect(support.getByRole('heading', { level: 1 })).toContainText('under review');
    await expect(support.getByTestId('timeline')).toContainText('Checking the photos');
    await officeShots(support, info, 'claim');
    await support.context().close();

    await page.goto(`/dashboard/disputes/${dispute.id}`);
    await expect(page.getByTestId('dispute-summary')).toHaveAttribute('data-status', 'accepted');
    await expect(page.getByTestId('dispute-timeline')).toContainText(
      'Refunded in full for the torn zip.',
    );
    // What was paid at the office is what comes back.
    expect(dispute.paid.amount).toBeGreaterThan(0);
    const amount = (dispute.paid.amount / 100).toLocaleString('en-US', {
      minimumFractionDigits: 2,
    });
    await expect(page.getByTestId('dispute-refunded')).toContainText(amount);
  });

  test('purchasing quotes a request with its picture; the customer sees the quote', async ({
    page,
    request,
    browser,
  }, info) => {
    test.setTimeout(180_000);
    await signUpByApi(page, request, freshEmail('rfq-bo'), 'Rahim Uddin');
    await saveBangladeshiAddress(page, 'Rahim Uddin');
    const image = await uploadPhoto(page, 'bottle.png');
    const asked = await customerCall<{ id: number; number: string }>(
      page,
      'POST',
      '/api/rfq/customer/v1/requests',
      {
        product_name: 'Stainless steel water bottle, 750 ml',
        image_ids: [image],
        quantity: 200,
        specifications: 'Logo printed on one side, blue and black.',
        region_code: 'BD',
      },
    );

    const purchasing = await backOfficeAs(browser, 'purchasing');
    await openScreen(purchasing, 'Quotes to send');
    const waiting = purchasing.getByRole('link', { name: asked.number, exact: true });
    await expect(waiting).toBeVisible();
    await officeShots(purchasing, info, 'rfq-requests');
    await waiting.click();
    await expect(purchasing.getByTestId('rfq-specifications')).toHaveText(
      'Logo printed on one side, blue and black.',
    );
    const picture = purchasing.getByRole('img', { name: "Customer's picture 1" });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const form = purchasing.getByTestId('quote-form');
    await form.getByLabel('Minimum order (pieces)').fill('100');
    await form.getByLabel('Unit price from the minimum (BDT)').fill('300');
    await form.getByRole('button', { name: 'Add a price for more pieces' }).click();
    await form.getByLabel('Tier 2: from pieces').fill('500');
    await form.getByLabel('Tier 2: unit price (BDT)').fill('260');
    await form.getByLabel('Shipping method').selectOption({ label: 'Air cargo' });
    await form.getByLabel('Shipping estimate for the order (BDT)').fill('1500');
    await form.getByLabel('Weight of one piece (g)').fill('300');
    await form.getByLabel('Where we buy it (site)').fill('1688');
    await form.getByLabel('Note to the customer').fill('Factory in Yiwu, 7 days to produce.');
    await officeShots(purchasing, info, 'rfq-request');
    await form.getByRole('button', { name: 'Send quote' }).click();
    await expect(purchasing.getByRole('status')).toContainText('Quote sent');
    await expect(purchasing.getByTestId('rfq-quotes')).toContainText('each from 500');
    await expect(purchasing.getByRole('heading', { level: 1 })).toContainText('quoted');
    await purchasing.context().close();

    await page.goto(`/dashboard/RFQ/${asked.id}`);
    const quote = page.getByTestId('rfq-detail').getByTestId('rfq-quote');
    await expect(quote).toContainText('100 pieces or more');
    await expect(quote).toContainText('500 pieces or more');
    await expect(quote).toContainText('Factory in Yiwu, 7 days to produce.');
    await expect(quote.getByTestId('rfq-status')).toHaveText('Open');
  });
});
