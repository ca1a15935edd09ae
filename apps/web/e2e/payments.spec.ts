import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { screens } from './support/screens.ts';
import { addProductToCart, placeOrderByApi, placeOrderForInvoice } from './support/shopper.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { creditWallet } from './support/staff.ts';

type Money = { amount: number; currency: string };

async function invoiceOf(page: Page, id: number) {
  const answer = await page.request.get(`/api/invoice/customer/invoice/v1/invoices/${id}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data as { id: number; number: string; status: string; due: Money };
}

/** The text of a PDF, page by page, through pdfjs (the library the invoice PDF tests use). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes, useSystemFonts: false }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  return text;
}

/**
 * Paying invoices (issue 12): checkout ends on the payment step; the wallet, funded by staff,
 * pays the first invoice; two more invoices are selected and paid together through bKash's
 * checkout page; a failed bKash payment says so; both paid orders go to purchasing; the
 * invoice's PDF carries its number.
 */
test.describe('paying invoices', () => {
  test('wallet, then two invoices together by bKash, a failed payment, and the PDF', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    const search = await request.post('/api/product/customer/v1/products/search', {
      data: { keyword: 'backpack', per_page: 2 },
    });
    const products = (await search.json()).data as { id: number }[];
    expect(products.length).toBe(2);
    await signUpByApi(page, request, freshEmail('payments'));

    // First order: checkout ends on its payment step; the empty wallet cannot pay it.
    await addProductToCart(page, products[0]!.id);
    const first = await placeOrderForInvoice(page, 'Nusrat Jahan');
    const wallet = page.getByTestId('gateway-wallet');
    await expect(wallet.getByRole('radio')).toBeDisabled();
    await expect(wallet).toContainText('Your wallet balance is too low');
    await expect(page.getByTestId('gateway-bkash')).toContainText('Fee 1.85 %');

    // Staff credit exactly what is due: the wallet becomes the way to pay.
    const firstInvoice = await invoiceOf(page, first.invoiceId);
    await creditWallet(page, request, firstInvoice.due);
    await page.reload();
    await expect(wallet.getByRole('radio')).toBeEnabled();
    await wallet.click();
    await expect(page.getByTestId('gateway-bank_transfer')).toBeVisible();
    await screens(page, test.info(), 'payment-step');
    await page.getByTestId('pay-now').click();
    await page.waitForURL(/\/dashboard\/payment\/status\?transaction=\d+$/);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'paid');
    expect((await invoiceOf(page, first.invoiceId)).status).toBe('paid');
    await screens(page, test.info(), 'status-paid');

    // Two more orders from the saved address, each left unpaid (placed through the API).
    await addProductToCart(page, products[1]!.id);
    const second = await placeOrderByApi(page, null);
    await addProductToCart(page, products[0]!.id);
    const third = await placeOrderByApi(page, null);

    // Buy and Ship invoices: the two unpaid ones, selected together.
    await page.goto('/dashboard/buy-and-ship/invoice');
    await page.getByTestId('tab-unpaid').click();
    const rows = page.getByTestId('invoice-row');
    await expect(rows).toHaveCount(2);
    for (const invoice of [second.invoiceId, third.invoiceId]) {
      const { number } = await invoiceOf(page, invoice);
      await page.locator(`[data-invoice-number="${number}"]`).getByTestId('select-invoice').check();
    }
    await expect(page.getByTestId('invoice-selection')).toContainText('2 invoices selected');
    await screens(page, test.info(), 'invoice-list-selection');
    // The screenshots reloaded the page: select both again.
    await page.getByTestId('tab-unpaid').click();
    for (const checkbox of await page.getByTestId('select-invoice').all()) await checkbox.check();
    await page.getByTestId('pay-selected').click();
    await page.waitForURL(/\/dashboard\/payment\?session=\d+$/);
    await expect(page.getByTestId('payment-summary')).toContainText('Paying 2 invoices');

    // The wallet is empty again, so bKash is chosen; its checkout page takes the payment.
    await expect(page.getByTestId('gateway-bkash').getByRole('radio')).toBeChecked();
    await page.getByTestId('pay-now').click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(
      /\/dashboard\/payment\/status\?transaction=\d+&paymentID=.+&status=success/,
    );
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'paid');
    for (const invoice of [second.invoiceId, third.invoiceId])
      expect((await invoiceOf(page, invoice)).status).toBe('paid');

    // Paid Buy-and-Ship products are bought now.
    for (const id of [...second.buyProductIds, ...third.buyProductIds]) {
      await page.goto(`/dashboard/buy-and-ship/my-orders/${id}`);
      await expect(page.getByTestId('order-status')).toHaveText('Purchasing');
    }
    await page.goto('/dashboard/buy-and-ship/invoice');
    await expect(page.getByTestId('invoice-status')).toHaveText(['Paid', 'Paid', 'Paid']);

    // A bKash payment that fails at bKash leaves the invoice unpaid and says so.
    await addProductToCart(page, products[1]!.id);
    const fourth = await placeOrderByApi(page, null);
    await page.goto(`/dashboard/payment?invoice=${fourth.invoiceId}`);
    await page.getByTestId('gateway-bkash').click();
    await page.getByTestId('pay-now').click();
    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await page.waitForURL(
      /\/dashboard\/payment\/status\?transaction=\d+&paymentID=.+&status=failure/,
    );
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-outcome', 'failed');
    // Why, in the customer's words (a code the web translates, not the API's English).
    await expect(page.getByTestId('failure-reason')).toContainText('did not complete the payment');
    await expect(page.getByTestId('try-again')).toBeVisible();
    expect((await invoiceOf(page, fourth.invoiceId)).status).toBe('unpaid');
    await screens(page, test.info(), 'status-failed');

    // My Orders offers Pay beside the unpaid invoice; the transactions list all three payments.
    await page.goto('/dashboard/buy-and-ship/my-orders');
    await expect(page.getByTestId('invoice-waiting')).toHaveCount(1);
    await page.goto('/dashboard/payment');
    await expect(page.getByTestId('transaction-row')).toHaveCount(3);
    await screens(page, test.info(), 'transactions');

    // The first invoice's detail: paid, and its PDF names it.
    await page.goto(`/dashboard/invoice/${first.invoiceId}`);
    await expect(page.getByTestId('invoice-number')).toHaveText(firstInvoice.number);
    await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
    await expect(page.getByTestId('invoice-payments')).toContainText('Wallet balance');
    await screens(page, test.info(), 'invoice-detail');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-invoice').click();
    const download = await downloading;
    const bytes = new Uint8Array(await readFile((await download.path())!));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain(firstInvoice.number);
  });
});
