import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashPoint } from '../platform/crash-points.ts';
import { REPLAYED_HEADER } from '../platform/idempotency.ts';
import { createFakeBkash, type FakeBkash } from '../modules/payments/index.ts';
import { ACTIONS, ADMIN, INVOICES, STAFF_TOKEN, staff } from '../../test/orders-testbed.ts';
import { usePaymentsTestbed } from '../../test/payments-testbed.ts';
import { fakeBkashEnv, useApiProcesses, type ApiProcess } from '../../test/api-process.ts';

/**
 * Every money-moving request is killed (SIGKILL) at each of its steps, then retried with the
 * same Idempotency-Key on another instance (the in-process app, as a load balancer would):
 * the effect happens exactly once, and every later retry gets the same answer. Crashes before
 * the commit leave nothing (the retry runs); the crash after it leaves the effect and its
 * answer (the retry is a replay). None is told "still in progress".
 */
const bed = usePaymentsTestbed();
const { ctx } = bed;
let fake: FakeBkash;
const startApi = useApiProcesses(() => ({
  IDENTITY_URL: bed.identity.url,
  STAFF_TOKEN,
  ...fakeBkashEnv(fake),
}));

beforeAll(async () => {
  fake = await createFakeBkash();
});
afterAll(async () => {
  await fake.close();
});

const WALLET = '/api/wallet/customer/wallet/v1';

interface MoneyRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  body: object;
  /** The status of its success: 201 for what creates a payment or request, 200 otherwise. */
  status?: number;
  /** How many times the effect happened (payments, holds, refunds). */
  effects(): Promise<number>;
}

const count = async (query: string, values: unknown[]) =>
  (await ctx.database.pool.query<{ n: number }>(query, values)).rows[0]!.n;

/** A shopper with a placed order whose invoice is due, and a wallet holding `extra` more. */
async function shopperWithInvoice(extra = 0) {
  const s = await bed.shopper();
  const order = await bed.placeOrder(s);
  const customerId = await bed.customerIdOf(order.invoice_id);
  return { s, order, customerId, due: order.total.amount as number, extra };
}

const flows: Record<string, () => Promise<MoneyRequest>> = {
  async 'pay from the wallet'() {
    const { s, order, customerId, due } = await shopperWithInvoice();
    await bed.fundWallet(customerId, due);
    return {
      method: 'POST',
      url: `${INVOICES}/invoices/${order.invoice_id}/pay`,
      headers: s.headers,
      body: { gateway: 'wallet' },
      effects: () =>
        count(`SELECT count(*)::int AS n FROM payment_allocations WHERE invoice_id = $1`, [
          order.invoice_id,
        ]),
    };
  },
  async 'start a bKash payment'() {
    const { s, order } = await shopperWithInvoice();
    return {
      method: 'POST',
      url: `${INVOICES}/invoices/${order.invoice_id}/pay`,
      headers: s.headers,
      body: { gateway: 'bkash' },
      effects: () =>
        count(
          `SELECT count(*)::int AS n FROM payments p JOIN invoice_session_invoices i
              ON i.session_id = p.invoice_session_id WHERE i.invoice_id = $1`,
          [order.invoice_id],
        ),
    };
  },
  async 'ask for a payout'() {
    const { s, customerId } = await shopperWithInvoice();
    await bed.fundWallet(customerId, 50_000);
    const account = await ctx.app.inject({
      method: 'POST',
      url: `${WALLET}/payout-accounts`,
      headers: s.headers,
      payload: { gateway: 'bkash', details: { wallet_number: '01711000000' } },
    });
    expect(account.statusCode, account.body).toBe(201);
    return {
      method: 'POST',
      url: `${WALLET}/payout-requests`,
      headers: s.headers,
      body: { payout_account_id: account.json().data.id, amount: 20_000 },
      effects: () =>
        count(`SELECT count(*)::int AS n FROM payout_requests WHERE customer_id = $1`, [
          customerId,
        ]),
    };
  },
  async 'take a refund instead'() {
    const { s, order, customerId, due } = await shopperWithInvoice();
    await bed.fundWallet(customerId, due);
    const paid = await bed.pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(201);
    const raised = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/buy-action/v1/actions`,
      headers: staff,
      payload: {
        buy_product_id: order.buy_products[0].id,
        kind: 'quantity_change',
        message: 'Only 1 left',
        proposal: {},
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    return {
      method: 'POST',
      url: `${ACTIONS}/${raised.json().data.id}/refund`,
      headers: s.headers,
      body: { reason: 'Too slow' },
      status: 200,
      effects: () =>
        count(
          `SELECT count(*)::int AS n FROM ledger_entries
            WHERE kind = 'refund' AND reference_type = 'invoice' AND reference_id = $1`,
          [String(order.invoice_id)],
        ),
    };
  },
};

const crashes: [keyof typeof flows, CrashPoint][] = [
  ['pay from the wallet', 'idempotency-after-hold'],
  ['pay from the wallet', 'pay-after-open-payment'],
  ['pay from the wallet', 'pay-after-settle'],
  ['pay from the wallet', 'idempotency-before-commit'],
  ['pay from the wallet', 'idempotency-after-commit'],
  ['start a bKash payment', 'pay-after-open-payment'],
  ['start a bKash payment', 'bkash-after-create-payment'],
  ['start a bKash payment', 'idempotency-after-commit'],
  ['ask for a payout', 'payout-after-hold'],
  ['ask for a payout', 'idempotency-after-commit'],
  ['take a refund instead', 'refund-after-adjust'],
  ['take a refund instead', 'idempotency-after-commit'],
];

/** One API process per crash point, started together (each dies at its point once). */
const processes = new Map<CrashPoint | string, Promise<ApiProcess>>();
beforeAll(() => {
  for (const [flow, point] of crashes) {
    processes.set(`${flow}/${point}`, startApi({ CROSSPORT_CRASH_AT: point }));
  }
  // Nothing awaits them here: a test awaits its own, so the starts overlap.
  for (const started of processes.values()) started.catch(() => {});
});

describe('a money-moving request killed at any step, then retried with its key', () => {
  it.each(crashes)(
    '%s, killed at %s: happens once, and every retry gets one answer',
    async (flow, point) => {
      const request = await flows[flow]!();
      const key = `crash:${flow.replaceAll(' ', '-')}:${point}:${Date.now()}`;
      const headers = { ...request.headers, 'idempotency-key': key };
      const api = await processes.get(`${flow}/${point}`)!;
      const died = once(api.child, 'exit');
      await expect(
        fetch(`${api.url}${request.url}`, {
          method: request.method,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(request.body),
        }),
      ).rejects.toThrow();
      expect(await died).toEqual([null, 'SIGKILL']);
      const committed = point === 'idempotency-after-commit';
      expect(await request.effects()).toBe(committed ? 1 : 0);

      // The retry, at once, on another instance: runs (or replays the committed answer) once.
      const retry = () =>
        ctx.app.inject({
          method: request.method,
          url: request.url,
          headers,
          payload: request.body,
        });
      const first = await retry();
      expect(first.statusCode, first.body).toBe(request.status ?? 201);
      expect(first.headers[REPLAYED_HEADER]).toBe(committed ? 'true' : undefined);
      const again = await retry();
      expect(again.statusCode).toBe(request.status ?? 201);
      expect(again.headers[REPLAYED_HEADER]).toBe('true');
      expect(again.body).toBe(first.body);
      expect(await request.effects()).toBe(1);
    },
    120_000,
  );
});

it('every pool and ledger stayed balanced through the crashes', async () => {
  const { services } = bed;
  expect(await services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
});
