import { randomUUID } from 'node:crypto';
import { money } from '@crossport/money';
import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { customerIdOf, fundWallet } from '../../../test/wallet-fixtures.ts';
import { ledgerAccount } from './accounts.ts';
import { createLedgerRepository } from './repository.ts';
import { createLedgerService } from './service.ts';
import { describeWalletPosting } from './wallet-transactions.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const base = '/api/wallet/customer/wallet/v1';

async function walletOf(headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: `${base}/balance`, headers });
  return res.json().data.find((b: { currency: string }) => b.currency === 'BDT');
}

describe('wallet transactions', () => {
  it('lists the wallet’s postings newest first with the balance after each', async () => {
    const headers = signInCustomer(identity);
    const customer = await customerIdOf(ctx.app, ctx.database.db, identity, headers);
    await fundWallet(ctx.database.db, customer, 100_000);
    const ledger = createLedgerService(createLedgerRepository(ctx.database.db));
    await ledger.transaction((tx) =>
      ledger.post(tx, {
        kind: 'invoice_payment',
        reference: { type: 'invoice', id: '17' },
        idempotencyKey: `wallet-transactions:${randomUUID()}`,
        postings: [
          { account: ledgerAccount.wallet(customer, 'BDT'), amount: money(-30_000, 'BDT') },
          { account: ledgerAccount.revenue('BDT'), amount: money(30_000, 'BDT') },
        ],
      }),
    );
    const account = await ctx.app.inject({
      method: 'POST',
      url: `${base}/payout-accounts`,
      headers,
      payload: { gateway: 'bkash', details: { wallet_number: '01711000000' } },
    });
    const payout = await ctx.app.inject({
      method: 'POST',
      url: `${base}/payout-requests`,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { payout_account_id: account.json().data.id, amount: 20_000 },
    });
    const payoutId = payout.json().data.id;
    await ctx.app.inject({
      method: 'PUT',
      url: `${base}/payout-requests/${payoutId}/cancel`,
      headers,
    });

    const wallet = await walletOf(headers);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${base}/${wallet.id}/transactions`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toEqual({ page: 1, per_page: 20, total: 4 });
    expect(
      res
        .json()
        .data.map((t: Record<string, unknown>) => [
          t.kind,
          t.amount,
          t.balance_after,
          t.reference,
          t.description,
        ]),
    ).toEqual([
      [
        'payout_release',
        money(20_000, 'BDT'),
        money(70_000, 'BDT'),
        { type: 'payout', id: String(payoutId) },
        `Returned from payout request #${payoutId}`,
      ],
      [
        'payout_hold',
        money(-20_000, 'BDT'),
        money(50_000, 'BDT'),
        { type: 'payout', id: String(payoutId) },
        `Held for payout request #${payoutId}`,
      ],
      [
        'invoice_payment',
        money(-30_000, 'BDT'),
        money(70_000, 'BDT'),
        { type: 'invoice', id: '17' },
        'Paid invoice #17',
      ],
      [
        'wallet_deposit',
        money(100_000, 'BDT'),
        money(100_000, 'BDT'),
        expect.any(Object),
        'Money added to your wallet',
      ],
    ]);

    const page2 = await ctx.app.inject({
      method: 'GET',
      url: `${base}/${wallet.id}/transactions?page=2&per_page=3`,
      headers,
    });
    expect(page2.json().data).toMatchObject([
      { kind: 'wallet_deposit', balance_after: money(100_000, 'BDT') },
    ]);
    const tooMany = await ctx.app.inject({
      method: 'GET',
      url: `${base}/${wallet.id}/transactions?per_page=101`,
      headers,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers 404 for another customer’s wallet and for an account that is not a wallet', async () => {
    const a = signInCustomer(identity);
    const b = signInCustomer(identity);
    const customer = await customerIdOf(ctx.app, ctx.database.db, identity, a);
    await fundWallet(ctx.database.db, customer, 5_000);
    const wallet = await walletOf(a);
    const other = await ctx.app.inject({
      method: 'GET',
      url: `${base}/${wallet.id}/transactions`,
      headers: b,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not_found');
    const [clearing] = await ctx.database.pool
      .query<{ id: number }>('SELECT id FROM ledger_accounts WHERE key = $1', [
        ledgerAccount.gatewayClearing('bkash', 'BDT').key,
      ])
      .then((r) => r.rows);
    const notWallet = await ctx.app.inject({
      method: 'GET',
      url: `${base}/${clearing!.id}/transactions`,
      headers: a,
    });
    expect(notWallet.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${base}/${wallet.id}/transactions` }))
        .statusCode,
    ).toBe(401);
  });

  it('describes money in and out in the customer’s words', () => {
    const line = (kind: string, amount: number, type = 'invoice', id = '5') =>
      describeWalletPosting({ kind, amount, reference_type: type, reference_id: id });
    expect(line('invoice_payment', 500)).toBe('Overpayment of invoice #5 kept in your wallet');
    expect(line('refund', 500)).toBe('Refund for invoice #5');
    expect(line('payout_complete', -1, 'payout', '3')).toBe('Paid out (payout request #3)');
  });
});
