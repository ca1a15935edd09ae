import { randomUUID } from 'node:crypto';
import { money } from '@crossport/money';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createMoneyServices } from '../src/modules/index.ts';
import { invoices } from '../src/modules/invoices/tables.ts';
import { ledgerAccount } from '../src/modules/ledger/index.ts';
import { createFakeBkash } from './fake-bkash.ts';
import { INVOICES, useOrdersTestbed } from './orders-testbed.ts';

export const PAYMENTS = '/api/payment/customer/payment/v1';
export const STAFF_PAYMENTS = '/api/payment/admin/payment/v1';

/**
 * The orders testbed with an in-memory bKash and factories for paying: a funded wallet, an
 * invoice of any amount, a pay call with a fresh Idempotency-Key.
 */
export function usePaymentsTestbed() {
  const bkash = createFakeBkash();
  /** Receipts the asset check refuses (the assets module answers "not yours"). */
  const foreignAssets = new Set<number>([999_999]);
  const bed = useOrdersTestbed({
    app: () => ({
      bkash: bkash.gateway,
      assetOwnedBy: async (_customerId, assetId) => !foreignAssets.has(assetId),
    }),
  });
  const { ctx } = bed;
  const money_ = () => createMoneyServices(ctx.database.db, { bkash: bkash.gateway });

  async function customerIdOf(invoiceId: number): Promise<number> {
    const [row] = await ctx.database.db
      .select({ customerId: invoices.customerId })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    return row!.customerId;
  }

  /** A bKash top-up of the customer's wallet, straight through the ledger. */
  async function fundWallet(customerId: number, amount: number, currency = 'BDT') {
    const { ledger } = money_();
    await ledger.transaction((tx) =>
      ledger.post(tx, {
        kind: 'wallet_deposit',
        reference: { type: 'test', id: randomUUID() },
        idempotencyKey: `test:deposit:${randomUUID()}`,
        postings: [
          {
            account: ledgerAccount.gatewayClearing('bkash', currency),
            amount: money(-amount, currency),
          },
          { account: ledgerAccount.wallet(customerId, currency), amount: money(amount, currency) },
        ],
      }),
    );
  }

  async function walletBalance(customerId: number, currency = 'BDT'): Promise<number> {
    return (await money_().ledger.balanceOf(ledgerAccount.wallet(customerId, currency))).amount;
  }

  /** An unpaid invoice of the customer, stored directly (no order behind it). */
  async function invoiceFor(customerId: number, total: number, currency = 'BDT') {
    const [row] = await ctx.database.db
      .insert(invoices)
      .values({ customerId, subjectType: 'test', subjectId: 1, currency, total })
      .returning();
    return row!.id;
  }

  function pay(
    headers: Record<string, string>,
    target: string,
    payload: object,
    key: string = randomUUID(),
  ) {
    return ctx.app.inject({
      method: 'POST',
      url: `${INVOICES}/${target}/pay`,
      headers: { ...headers, 'idempotency-key': key },
      payload,
    });
  }

  async function invoice(headers: Record<string, string>, id: number) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${INVOICES}/invoices/${id}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  async function transaction(headers: Record<string, string>, id: number) {
    return ctx.app.inject({ method: 'GET', url: `${PAYMENTS}/transactions/${id}`, headers });
  }

  function callback(
    headers: Record<string, string>,
    id: number,
    payload: { paymentID: string; status: string },
  ) {
    return ctx.app.inject({
      method: 'POST',
      url: `${PAYMENTS}/transactions/${id}/bkash/execute`,
      headers,
      payload,
    });
  }

  /** How many ledger posting sets carry this idempotency key (a settlement writes one). */
  async function entriesWithKey(key: string): Promise<number> {
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_entries WHERE idempotency_key = $1',
      [key],
    );
    return rows[0]!.n;
  }

  return {
    ...bed,
    bkash,
    foreignAssets,
    services: money_,
    customerIdOf,
    fundWallet,
    walletBalance,
    invoiceFor,
    pay,
    invoice,
    transaction,
    callback,
    entriesWithKey,
  };
}
