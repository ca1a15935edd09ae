import { describe, expect, it } from 'vitest';
import { ADMIN, BUY, useOrdersTestbed } from '../../test/orders-testbed.ts';
import { signInStaff } from '../../test/staff-fixtures.ts';

const { ctx, identity, shopper, placeOrder, markPaid } = useOrdersTestbed();
const QUEUES = '/api/staff/admin/v1/queues';
const PRODUCTS = `${ADMIN}/buy-product/v1/buy-products`;

async function queuesOf(headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: QUEUES, headers });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(
    (res.json().data as { queue: string; count: number; oldest_at: string | null }[]).map((q) => [
      q.queue,
      q,
    ]),
  );
}

describe("purchasing's queue", () => {
  it('lists every customer’s products to buy, oldest first, and records what we paid', async () => {
    const purchasing = await signInStaff(identity, ctx.database.db, ['purchasing']);
    const before = (await queuesOf(purchasing.headers)).get('orders_to_purchase')!;
    const s = await shopper();
    const order = await placeOrder(s);
    const id = order.buy_products[0].id as number;
    // Paid: the product goes on to `purchasing` by itself.
    expect((await markPaid(order.invoice_id)).statusCode).toBe(201);

    const after = (await queuesOf(purchasing.headers)).get('orders_to_purchase')!;
    // Other test files place orders at the same time: at least ours came in.
    expect(after.count).toBeGreaterThanOrEqual(before.count + 1);
    expect(after.oldest_at).not.toBeNull();

    const list = await ctx.app.inject({
      method: 'GET',
      url: `${PRODUCTS}?status=purchasing&per_page=100`,
      headers: purchasing.headers,
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((p: { id: number }) => p.id);
    expect(ids).toContain(id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const move = (body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `${PRODUCTS}/${id}/transition`,
        headers: purchasing.headers,
        payload: body,
      });
    const free = await move({
      status: 'purchased',
      purchase: { source_order_id: 'TB-1', cost: { amount: 0, currency: 'CNY' } },
    });
    expect(free.statusCode).toBe(422);
    const notYet = await move({
      status: 'action_needed',
      purchase: { source_order_id: 'TB-1', cost: { amount: 100, currency: 'CNY' } },
    });
    expect(notYet.statusCode).toBe(422);
    const bought = await move({
      status: 'purchased',
      purchase: { source_order_id: 'TB-2026-778812', cost: { amount: 8_450, currency: 'CNY' } },
    });
    expect(bought.statusCode, bought.body).toBe(200);

    const found = await ctx.app.inject({
      method: 'GET',
      url: `${PRODUCTS}?search=${encodeURIComponent(order.buy_products[0].number)}`,
      headers: purchasing.headers,
    });
    expect(found.json().data).toEqual([
      expect.objectContaining({
        id,
        status: 'purchased',
        customer_id: expect.any(Number),
        source_order_id: 'TB-2026-778812',
        source_cost: { amount: 8_450, currency: 'CNY' },
        purchased_at: expect.any(String),
      }),
    ]);
    // What we paid the shop stays with staff: the customer's view does not carry it.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/details/${id}`,
      headers: s.headers,
    });
    expect(mine.body).not.toContain('TB-2026-778812');
    expect(mine.json().data).not.toHaveProperty('source_cost');
    const stillToBuy = await ctx.app.inject({
      method: 'GET',
      url: `${PRODUCTS}?status=purchasing&search=${encodeURIComponent(order.buy_products[0].number)}`,
      headers: purchasing.headers,
    });
    expect(stillToBuy.json().data).toEqual([]);
  });
});

describe('the dashboard', () => {
  it('shows each member only the queues their role works', async () => {
    const warehouse = await queuesOf(
      (await signInStaff(identity, ctx.database.db, ['warehouse'])).headers,
    );
    expect([...warehouse.keys()]).toEqual(
      expect.arrayContaining([
        'parcels_awaiting_arrival',
        'orders_to_receive',
        'delivery_requests',
      ]),
    );
    expect(warehouse.has('bank_transfers')).toBe(false);
    const finance = await queuesOf(
      (await signInStaff(identity, ctx.database.db, ['finance'])).headers,
    );
    expect([...finance.keys()].sort()).toEqual([
      'bank_transfers',
      'bkash_payments_to_review',
      'payouts_to_approve',
      'payouts_to_complete',
    ]);
    const admin = await queuesOf((await signInStaff(identity, ctx.database.db, ['admin'])).headers);
    expect(admin.size).toBe(14);
  });

  it('counts orders and parcels per day, zeros included, today last', async () => {
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const daily = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${QUEUES}/daily?days=7`,
          headers: admin.headers,
        })
      ).json().data as {
        day: string;
        orders: number;
        parcels: number;
        revenue: { service: string; paid: { amount: number } }[];
      }[];
    const before = await daily();
    expect(before).toHaveLength(7);
    expect(before.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    const order = await placeOrder(await shopper());
    await markPaid(order.invoice_id);
    const after = await daily();
    expect(after.at(-1)!.orders).toBeGreaterThanOrEqual(before.at(-1)!.orders + 1);
    const paidToday = (days: typeof before) =>
      days.at(-1)!.revenue.find((r) => r.service === 'buy-and-ship')?.paid.amount ?? 0;
    expect(paidToday(after)).toBeGreaterThanOrEqual(paidToday(before) + order.total.amount);
    expect(after.slice(0, 6)).toEqual(before.slice(0, 6));
    const tooMany = await ctx.app.inject({
      method: 'GET',
      url: `${QUEUES}/daily?days=400`,
      headers: admin.headers,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
