import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLedger } from '../ledger/index.ts';
import {
  ACTIONS,
  ADMIN,
  BUY,
  INVOICES,
  staff,
  useOrdersTestbed,
} from '../../../test/orders-testbed.ts';

const WALLET = '/api/wallet/customer/wallet/v1/balance';
type Headers = Record<string, string>;

/**
 * Attacks on the refunds of Buy-and-Ship products (issue #28): a cancellation or a "money back
 * instead" sent many times at once, by the customer or by staff, refunds once; no sequence of
 * cancellations gives back more than the customer paid; the ledger stays balanced.
 */
describe('product refunds under attack', () => {
  const bed = useOrdersTestbed();
  const { ctx } = bed;

  const wallet = async (headers: Headers) => {
    const res = await ctx.app.inject({ method: 'GET', url: WALLET, headers });
    const rows = res.json().data as { currency: string; available: { amount: number } }[];
    return rows.find((b) => b.currency === 'BDT')?.available.amount ?? 0;
  };
  const invoice = async (headers: Headers, id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `${INVOICES}/invoices/${id}`, headers })).json()
      .data as { total: { amount: number }; paid: { amount: number } };
  const balanced = async () =>
    expect(await createLedger(ctx.database.db).audit()).toEqual({ drifted: [], unbalanced: [] });
  const times = <T>(n: number, send: () => Promise<T>) =>
    Promise.all(Array.from({ length: n }, send));
  const codes = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
  const cancel = (headers: Headers, id: number, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `${BUY}/${id}/cancel`, headers, payload });

  /** A placed order (with `extra`, e.g. a coupon), its invoice paid, its product being bought. */
  async function paidProduct(extra: Record<string, unknown> = {}) {
    const s = await bed.shopper();
    const order = await bed.placeOrder(s, extra);
    // Paid: the product goes on to `purchasing` by itself.
    expect((await bed.markPaid(order.invoice_id)).statusCode).toBe(201);
    const id = order.buy_products[0].id as number;
    const paid = (await invoice(s.headers, order.invoice_id)).paid.amount;
    expect(paid).toBeGreaterThan(0);
    return { s, id, invoiceId: order.invoice_id as number, paid, before: await wallet(s.headers) };
  }

  it('refunds once when the customer asks ten times at once for the money back instead', async () => {
    const p = await paidProduct();
    const raised = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/buy-action/v1/actions`,
      headers: staff,
      payload: {
        buy_product_id: p.id,
        kind: 'price_change',
        message: 'The seller raised the price',
        proposal: { variations: [{ sku_id: p.s.product.skuIds[0], unit_price: 20000 }] },
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const actionId = raised.json().data.id as number;
    const answers = await times(10, () =>
      ctx.app.inject({
        method: 'POST',
        url: `${ACTIONS}/${actionId}/refund`,
        // Ten attempts, not ten retries of one: each its own Idempotency-Key.
        headers: { ...p.s.headers, 'idempotency-key': randomUUID() },
        payload: { reason: 'Too expensive now' },
      }),
    );
    expect(codes(answers).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await wallet(p.s.headers)) - p.before).toBe(p.paid);
    expect(await invoice(p.s.headers, p.invoiceId)).toMatchObject({
      total: { amount: 0 },
      paid: { amount: 0 },
    });
    await balanced();
  });

  it('refunds once when the customer cancels a paid product ten times at once', async () => {
    const p = await paidProduct({ coupon_code: 'WELCOME10' });
    const answers = await times(10, () => cancel(p.s.headers, p.id, { type: 'product' }));
    expect(codes(answers).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    // The coupon was taken off what was paid, so exactly what was paid comes back.
    expect((await wallet(p.s.headers)) - p.before).toBe(p.paid);
    await balanced();
  });

  it('refunds a cancelled variation once when it is cancelled ten times at once', async () => {
    const p = await paidProduct();
    const answers = await times(10, () =>
      cancel(p.s.headers, p.id, { type: 'variations', variation_ids: [2] }),
    );
    // The first cancels it; the others name a variation that is no longer live (422).
    expect(codes(answers).sort()).toEqual([200, ...Array<number>(9).fill(422)]);
    const left = (await invoice(p.s.headers, p.invoiceId)).total.amount;
    expect((await wallet(p.s.headers)) - p.before).toBe(p.paid - left);
    expect(left).toBeGreaterThan(0);
    await balanced();
  });

  it('refunds once when staff cancel and then refund a paid product ten times at once each', async () => {
    const p = await paidProduct({ coupon_code: 'WELCOME10' });
    const cancelled = await times(10, () => bed.staffMove(p.id, 'cancelled'));
    expect(codes(cancelled).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const refunded = await times(10, () => bed.staffMove(p.id, 'refunded'));
    expect(codes(refunded).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    // Cancelled by staff, the product is charged nothing: what was paid went back once.
    expect((await wallet(p.s.headers)) - p.before).toBe(p.paid);
    expect((await invoice(p.s.headers, p.invoiceId)).total.amount).toBe(0);
    await balanced();
  });

  it('never gives back more than was paid, whatever is cancelled in whatever order (property)', async () => {
    const step = fc.record({
      what: fc.constantFrom('variation 1', 'variation 2', 'product'),
      copies: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (steps, coupon) => {
          const p = await paidProduct(coupon ? { coupon_code: 'WELCOME10' } : {});
          for (const { what, copies } of steps) {
            const payload =
              what === 'product'
                ? { type: 'product' }
                : { type: 'variations', variation_ids: [what === 'variation 1' ? 1 : 2] };
            const answers = await times(copies, () => cancel(p.s.headers, p.id, payload));
            expect(codes(answers).every((code) => [200, 409, 422].includes(code))).toBe(true);
          }
          const { total, paid } = await invoice(p.s.headers, p.invoiceId);
          const back = (await wallet(p.s.headers)) - p.before;
          expect(total.amount).toBeGreaterThanOrEqual(0);
          expect(paid.amount).toBe(total.amount);
          expect(back).toBeGreaterThanOrEqual(0);
          expect(back).toBeLessThanOrEqual(p.paid);
          // Nothing is lost or made up: what came back and what is still charged are what was paid.
          expect(back + total.amount).toBe(p.paid);
        },
      ),
      { numRuns: 6, ...(process.env.CI ? { seed: 28 } : {}) },
    );
    await balanced();
  });
});
