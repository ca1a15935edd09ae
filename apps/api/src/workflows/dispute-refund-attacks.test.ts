import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLedger } from '../modules/ledger/index.ts';
import { useClaimsTestbed } from '../../test/claims-testbed.ts';
import { INVOICES, staff } from '../../test/orders-testbed.ts';

const OPEN = '/api/claims/customer/v1/buy-product';
const DISPUTES = '/api/claims/customer/v1/disputes';
const STAFF = '/api/claims/admin/v1/disputes';
const WALLET = '/api/wallet/customer/wallet/v1/balance';
const STAGES = [
  'purchasing',
  'purchased',
  'shipped_to_warehouse',
  'received_abroad',
  'handed_to_international',
  'arrived',
  'delivered',
];

type Headers = Record<string, string>;

/**
 * Attacks on dispute refunds (issue #28): more than was paid, twice, and many at once, from
 * staff's side and the customer's. The ledger must stay balanced and what a dispute refunds
 * never exceed what the customer really paid for its items.
 */
describe('dispute refunds under attack', () => {
  const bed = useClaimsTestbed();
  const { ctx } = bed;
  const ledger = () => createLedger(ctx.database.db);

  const act = (id: number, action: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `${STAFF}/${id}/${action}`, headers: staff, payload });
  const wallet = async (headers: Headers) => {
    const res = await ctx.app.inject({ method: 'GET', url: WALLET, headers });
    const rows = res.json().data as { currency: string; available: { amount: number } }[];
    return rows.find((b) => b.currency === 'BDT')?.available.amount ?? 0;
  };
  const invoice = async (headers: Headers, id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `${INVOICES}/invoices/${id}`, headers })).json()
      .data as {
      total: { amount: number };
      paid: { amount: number };
    };
  const openDispute = (headers: Headers, productId: number, photo: number, quantity = 5) =>
    ctx.app.inject({
      method: 'POST',
      url: `${OPEN}/${productId}/dispute`,
      headers,
      payload: {
        reason: 'damaged',
        description: 'All of them arrived broken.',
        quantity,
        photo_ids: [photo],
        requested_resolution: 'refund',
      },
    });

  /** A delivered product of an order placed with `extra` (a coupon), its invoice `paid` or not. */
  async function delivered(extra: Record<string, unknown>, paid: boolean) {
    const s = await bed.shopper();
    const order = await bed.placeOrder(s, extra);
    const id = order.buy_products[0].id as number;
    if (paid) expect((await bed.markPaid(order.invoice_id)).statusCode).toBe(201);
    // Paid, the product went on to `purchasing` by itself.
    for (const status of paid ? STAGES.slice(1) : STAGES) {
      const moved = await bed.staffMove(id, status, paid ? {} : { override_unpaid_invoice: true });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const { sampleFiles } = await import('../../test/multipart.ts');
    const photo = (await bed.upload(s.headers, sampleFiles.png, 'broken.png')).id;
    return { headers: s.headers, id, photo, invoiceId: order.invoice_id as number, order };
  }

  it('refuses to refund the undiscounted price of a product bought with a coupon', async () => {
    const p = await delivered({ coupon_code: 'WELCOME10' }, true);
    const paid = (await invoice(p.headers, p.invoiceId)).paid.amount;
    expect(paid).toBe(p.order.total.amount);
    expect(paid).toBeLessThan(p.order.subtotal.amount);
    const d = (await openDispute(p.headers, p.id, p.photo)).json().data;
    // What the dispute may refund is what the customer paid, the coupon taken off.
    expect(d.paid.amount).toBe(paid);
    const before = await wallet(p.headers);
    const tooMuch = await act(d.id, 'accept', { amount: p.order.subtotal.amount, note: 'x' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.details[0].field).toBe('body.amount');
    expect((await act(d.id, 'accept', { amount: paid, note: 'All back' })).statusCode).toBe(200);
    expect((await wallet(p.headers)) - before).toBe(paid);
    expect(await ledger().audit()).toEqual({ drifted: [], unbalanced: [] });
  });

  it('refuses to refund money never paid: a product moved on by staff with its invoice unpaid', async () => {
    const p = await delivered({}, false);
    expect((await invoice(p.headers, p.invoiceId)).paid.amount).toBe(0);
    const d = (await openDispute(p.headers, p.id, p.photo)).json().data;
    expect(d.paid.amount).toBe(0);
    expect((await act(d.id, 'accept', { amount: 1, note: 'x' })).statusCode).toBe(422);
    // A replacement (nothing back) is still possible.
    expect((await act(d.id, 'accept', { amount: 0, note: 'A new one ships' })).statusCode).toBe(
      200,
    );
    expect(await wallet(p.headers)).toBe(0);
  });

  it('refunds once when staff send ten identical accepts at the same moment', async () => {
    const p = await delivered({}, true);
    const d = (await openDispute(p.headers, p.id, p.photo)).json().data;
    const before = await wallet(p.headers);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        act(d.id, 'accept', { amount: d.paid.amount, note: 'Full refund' }),
      ),
    );
    // The first takes the lock and refunds; the rest find nothing left (422) or it decided (409).
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => [200, 409, 422].includes(code))).toBe(true);
    expect((await wallet(p.headers)) - before).toBe(d.paid.amount);
    const seen = (
      await ctx.app.inject({ method: 'GET', url: `${DISPUTES}/${d.id}`, headers: p.headers })
    ).json().data;
    expect(seen.refunded.amount).toBe(d.paid.amount);
    expect(seen.timeline.filter((e: { refund: unknown }) => e.refund !== null)).toHaveLength(1);
    expect(await ledger().audit()).toEqual({ drifted: [], unbalanced: [] });
  });

  it('opens one dispute and takes one answer when the customer sends ten at once', async () => {
    const p = await delivered({}, true);
    const opened = await Promise.all(
      Array.from({ length: 10 }, () => openDispute(p.headers, p.id, p.photo)),
    );
    expect(opened.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const d = opened.find((r) => r.statusCode === 201)!.json().data;
    expect((await act(d.id, 'request-evidence', { note: 'The box, please' })).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `${DISPUTES}/${d.id}/evidence`,
          headers: p.headers,
          payload: { message: 'Here it is', photo_ids: [p.photo] },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
  });

  it('never refunds more than was paid, whatever staff send in whatever order (property)', async () => {
    const step = fc.record({
      /** A share of what was paid, up to half as much again. */
      permille: fc.integer({ min: 0, max: 1500 }),
      /** How many identical accepts go at once. */
      copies: fc.integer({ min: 1, max: 4 }),
      reopen: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const p = await delivered({}, true);
        const d = (await openDispute(p.headers, p.id, p.photo, 3)).json().data;
        const before = await wallet(p.headers);
        for (const { permille, copies, reopen } of steps) {
          const amount = Math.floor((d.paid.amount * permille) / 1000);
          await Promise.all(
            Array.from({ length: copies }, () => act(d.id, 'accept', { amount, note: 'Refund' })),
          );
          if (reopen) await act(d.id, 'reopen', { note: 'Again' });
        }
        const seen = (
          await ctx.app.inject({ method: 'GET', url: `${DISPUTES}/${d.id}`, headers: p.headers })
        ).json().data;
        const granted = seen.timeline.reduce(
          (sum: number, e: { refund: { amount: number } | null }) => sum + (e.refund?.amount ?? 0),
          0,
        );
        expect(seen.refunded.amount).toBeLessThanOrEqual(d.paid.amount);
        expect(granted).toBe(seen.refunded.amount);
        expect((await wallet(p.headers)) - before).toBe(seen.refunded.amount);
      }),
      { numRuns: 6, ...(process.env.CI ? { seed: 28 } : {}) },
    );
    expect(await ledger().audit()).toEqual({ drifted: [], unbalanced: [] });
  });
});
