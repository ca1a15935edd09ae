import { expect, test } from './support/test.ts';
import { freshEmail, signUpByApi } from './support/sign-up.ts';
import { creditWallet } from './support/staff.ts';

/**
 * The wallet journey (issue 12): a new customer's wallet is empty; staff credit it; the
 * customer adds a bKash payout account, requests a payout (the balance drops, the amount is
 * held, the request is pending), cancels it, and the balance is whole again with the hold and
 * its release in the history.
 */
test.describe('wallet and payouts', () => {
  test('credit → payout account → request payout → cancel restores the balance', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signUpByApi(page, request, freshEmail('wallet'));

    await page.goto('/dashboard/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(page.getByTestId('wallet-empty')).toBeVisible();

    await creditWallet(page, request, { amount: 150_000, currency: 'BDT' });
    await page.reload();
    const balance = page.getByTestId('wallet-balance-BDT');
    await expect(balance.getByTestId('wallet-available')).toContainText('1,500.00');
    await expect(balance.getByTestId('wallet-held')).toContainText('0.00');
    const history = page.getByTestId('wallet-history');
    await expect(history.getByTestId('wallet-history-row')).toHaveCount(1);
    await expect(history).toContainText('Money added');
    await expect(history).toContainText('Added by our team');
    await expect(page.getByText('No payout account yet')).toBeVisible();
    await expect(page.getByText('No payout requests')).toBeVisible();

    // A bKash account: the number is checked in the browser before it is sent.
    await page.getByRole('button', { name: 'Add payout account' }).click();
    const accountForm = page.getByTestId('payout-account-form');
    await accountForm.getByLabel('bKash', { exact: true }).check();
    await accountForm.getByLabel('bKash wallet number').fill('0121234');
    await accountForm.getByRole('button', { name: 'Save account' }).click();
    await expect(accountForm.getByText('Enter the 11-digit bKash number')).toBeVisible();
    await accountForm.getByLabel('bKash wallet number').fill('01712345678');
    await accountForm.getByRole('button', { name: 'Save account' }).click();
    await expect(accountForm).toHaveCount(0);
    await expect(page.getByTestId('payout-accounts')).toContainText('01712345678');

    // More than the wallet holds is refused in the form, beside the amount.
    await page.getByRole('button', { name: 'Request payout' }).click();
    const requestForm = page.getByTestId('request-payout-form');
    await requestForm.getByLabel('Amount (BDT)').fill('2000');
    await requestForm.getByRole('button', { name: 'Request payout' }).click();
    await expect(requestForm.getByText(/You have .*1,500\.00 available/)).toBeVisible();
    // Below the gateway's smallest payout (bKash: 100 taka), also beside the amount.
    await requestForm.getByLabel('Amount (BDT)').fill('50');
    await expect(requestForm.getByText(/The smallest payout is .*100\.00/)).toBeVisible();
    await requestForm.getByLabel('Amount (BDT)').fill('500');
    // What reaches the account: the amount less bKash's fee.
    await expect(requestForm.getByTestId('payout-receivable')).toContainText('490.00');
    await requestForm.getByRole('button', { name: 'Request payout' }).click();
    await expect(requestForm).toHaveCount(0);

    // The amount leaves the available balance and is held; the request waits for staff.
    await expect(balance.getByTestId('wallet-available')).toContainText('1,000.00');
    await expect(balance.getByTestId('wallet-held')).toContainText('500.00');
    const row = page.getByTestId('payout-request-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('payout-status')).toHaveText('Pending');
    await expect(row).toContainText('01712345678');
    await expect(row).toContainText(/You get .*490\.00/);
    await expect(history).toContainText('Held for a payout');

    // Cancelling releases the hold: the balance is whole again.
    await row.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByTestId('payout-status')).toHaveText('Cancelled');
    await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(balance.getByTestId('wallet-available')).toContainText('1,500.00');
    await expect(balance.getByTestId('wallet-held')).toContainText('0.00');
    await expect(history.getByTestId('wallet-history-row')).toHaveCount(3);
    await expect(history.getByTestId('wallet-history-row').first()).toContainText(
      'Payout returned',
    );
    await expect(history).toContainText('Held for a payout');
  });
});
