import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ADMIN,
  BUY,
  INVOICES,
  staff,
  useOrdersTestbed,
} from '../../../test/orders-testbed.ts';

const { ctx, shopper, placeOrder, staffMove, markPaid } = useOrdersTestbed();

/** What entering a state does, run once by the machine's hooks (transitions.ts). */
describe('buy product transition hooks', () => {
  async function timelineOf(headers: Record<string, string>, id: number) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/tracking/customer/timeline/v1/buy-product/${id}`,
      headers,
    });
    return res.json().data as { to_status: string; actor: string; note: string | null }[];
  }

  async function invoiceOf(headers: Record<string, string>, id: number) {
    const res = await ctx.app.inject({ method: 'GET', url: `${INVOICES}/invoices/${id}`, headers });
    return res.json().data;
  }

  it('does not buy a product before its invoice is paid, and does once it is', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const id = order.buy_products[0].id;
    expect((await staffMove(id, 'purchasing')).statusCode).toBe(200);

    const refused = await staffMove(id, 'purchased');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'conflict' });
    expect(refused.json().error.message).toContain('invoice is not paid');
    const details = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/details/${id}`,
      headers: s.headers,
    });
    expect(details.json().data.status).toBe('purchasing');
    expect(await timelineOf(s.headers, id)).toHaveLength(2);

    expect((await markPaid(order.invoice_id)).statusCode).toBe(201);
    const bought = await staffMove(id, 'purchased');
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await timelineOf(s.headers, id)).at(-1)).toMatchObject({
      to_status: 'purchased',
      actor: 'staff',
      note: 'to purchased',
    });
  });

  it('lets staff buy on an unpaid invoice only explicitly, and says so on the timeline', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const id = order.buy_products[0].id;
    await staffMove(id, 'purchasing');
    const moved = await staffMove(id, 'purchased', { override_unpaid_invoice: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await timelineOf(s.headers, id)).at(-1)).toMatchObject({
      to_status: 'purchased',
      actor: 'staff',
      note: 'to purchased (moved on by staff before the invoice was paid)',
    });
    expect((await invoiceOf(s.headers, order.invoice_id)).status).toBe('unpaid');
  });

  it('lets a bought product resume after the customer decides, without a second gate', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const id = order.buy_products[0].id;
    await staffMove(id, 'purchasing');
    await staffMove(id, 'purchased', { override_unpaid_invoice: true });
    const raised = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/buy-action/v1/actions`,
      headers: staff,
      payload: {
        buy_product_id: id,
        kind: 'price_change',
        message: 'The seller raised the price',
        proposal: { variations: [{ sku_id: s.product.skuIds[0], unit_price: 20000 }] },
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `${ACTIONS}/${raised.json().data.id}/perform`,
      headers: s.headers,
      payload: { decision: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.buy_product.status).toBe('purchased');
    const adjustments = (await invoiceOf(s.headers, order.invoice_id)).lines.filter(
      (l: { kind: string }) => l.kind === 'adjustment',
    );
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0].description).toBe(`Changed: ${order.buy_products[0].title}`);
  });

  it('writes one timeline entry per move and no invoice line when the total stays', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const id = order.buy_products[0].id;
    const before = await invoiceOf(s.headers, order.invoice_id);
    await staffMove(id, 'purchasing');
    const after = await invoiceOf(s.headers, order.invoice_id);
    expect(after.lines).toEqual(before.lines);
    expect((await timelineOf(s.headers, id)).map((e) => e.to_status)).toEqual([
      'pending_payment',
      'purchasing',
    ]);
  });

  it('takes a cancelled product off the invoice exactly once, on entering cancelled', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const id = order.buy_products[0].id;
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${id}/cancel`,
      headers: s.headers,
      payload: { type: 'product', variation_ids: [], charge_ids: [], cancel_reason: 'Too slow' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const invoice = await invoiceOf(s.headers, order.invoice_id);
    const adjustments = invoice.lines.filter((l: { kind: string }) => l.kind === 'adjustment');
    expect(adjustments).toHaveLength(1);
    expect(adjustments[0]).toMatchObject({
      description: `Cancelled: ${order.buy_products[0].title}`,
      amount: { amount: -order.buy_products[0].total.amount },
    });
    expect(invoice.status).toBe('cancelled');
    expect((await timelineOf(s.headers, id)).at(-1)).toMatchObject({
      to_status: 'cancelled',
      actor: 'customer',
      note: 'Too slow',
    });
  });
});
