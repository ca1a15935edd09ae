import { describe, expect, it } from 'vitest';
import { ACTIONS, ADMIN, staff, useOrdersTestbed } from '../../../test/orders-testbed.ts';

const { ctx, shopper, placeOrder, staffMove } = useOrdersTestbed();

describe('action needed', () => {
  async function purchasing() {
    const s = await shopper();
    const order = await placeOrder(s);
    const product = order.buy_products[0];
    await staffMove(product.id, 'purchasing');
    return { s, order, product };
  }

  it('accepts a price change: new price, back to purchasing, both events on the timeline', async () => {
    const { s, order, product } = await purchasing();
    const raised = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/buy-action/v1/actions`,
      headers: staff,
      payload: {
        buy_product_id: product.id,
        kind: 'price_change',
        message: 'The seller raised the price',
        proposal: { variations: [{ sku_id: s.product.skuIds[0], unit_price: 20000 }] },
      },
    });
    expect(raised.statusCode).toBe(201);
    const actionId = raised.json().data.id;
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${ACTIONS}/list?status=pending`,
      headers: s.headers,
    });
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([actionId]);
    const one = await ctx.app.inject({
      method: 'GET',
      url: `${ACTIONS}/${actionId}`,
      headers: s.headers,
    });
    expect(one.json().data.proposal.variations[0].unit_price).toEqual({
      amount: 20000,
      currency: 'BDT',
    });

    const res = await ctx.app.inject({
      method: 'POST',
      url: `${ACTIONS}/${actionId}/perform`,
      headers: s.headers,
      payload: { decision: 'accept' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.action.status).toBe('accepted');
    expect(res.json().data.buy_product).toMatchObject({
      status: 'purchasing',
      total: { amount: 20000 * 3 + 17459 * 2 },
    });
    const timeline = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/tracking/customer/timeline/v1/buy-product/${product.id}`,
        headers: s.headers,
      })
    ).json().data;
    expect(timeline.slice(-2)).toEqual([
      expect.objectContaining({ to_status: 'action_needed', actor: 'staff' }),
      expect.objectContaining({
        from_status: 'action_needed',
        to_status: 'purchasing',
        actor: 'customer',
      }),
    ]);
    const invoice = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoice/customer/invoice/v1/invoices/${order.invoice_id}`,
      headers: s.headers,
    });
    expect(invoice.json().data.total.amount).toBe(20000 * 3 + 17459 * 2);

    const twice = await ctx.app.inject({
      method: 'POST',
      url: `${ACTIONS}/${actionId}/perform`,
      headers: s.headers,
      payload: { decision: 'accept' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('chooses an alternative, or refuses one that was not offered', async () => {
    const { s, product } = await purchasing();
    const raised = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/buy-action/v1/actions`,
      headers: staff,
      payload: {
        buy_product_id: product.id,
        kind: 'out_of_stock',
        message: 'Colour C0 is sold out',
        proposal: {
          variations: [{ sku_id: s.product.skuIds[0], available_quantity: 0 }],
          alternatives: [{ sku_id: 'alt-1', description: 'Navy instead', unit_price: 15000 }],
        },
      },
    });
    const actionId = raised.json().data.id;
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `${ACTIONS}/${actionId}/perform`,
      headers: s.headers,
      payload: { decision: 'choose_alternative', alternative_sku_id: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0].field).toBe('body.alternative_sku_id');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${ACTIONS}/${actionId}/perform`,
      headers: s.headers,
      payload: { decision: 'choose_alternative', alternative_sku_id: 'alt-1' },
    });
    expect(res.json().data.action.status).toBe('alternative_chosen');
    expect(res.json().data.buy_product.variations[0]).toMatchObject({
      sku_id: 'alt-1',
      unit_price: { amount: 15000 },
    });
  });

  it('refunds instead, and cancels the item on request', async () => {
    const first = await purchasing();
    const raise = (id: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `${ADMIN}/buy-action/v1/actions`,
        headers: staff,
        payload: {
          buy_product_id: id,
          kind: 'quantity_change',
          message: 'Only 1 left',
          proposal: {},
        },
      });
    const refundAction = (await raise(first.product.id)).json().data.id;
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `${ACTIONS}/${refundAction}/refund`,
      headers: { ...first.s.headers, 'idempotency-key': crypto.randomUUID() },
      payload: { reason: 'Too slow' },
    });
    expect(refund.json().data.buy_product.status).toBe('refunded');
    expect(refund.json().data.action.status).toBe('refund_requested');

    const second = await purchasing();
    const cancelAction = (await raise(second.product.id)).json().data.id;
    const again = await raise(second.product.id);
    expect(again.statusCode).toBe(409);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `${ACTIONS}/${cancelAction}/perform`,
      headers: second.s.headers,
      payload: { decision: 'cancel_item' },
    });
    expect(cancel.json().data.buy_product.status).toBe('cancelled');
  });

  it('refuses an action on a product that is not being bought', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/buy-action/v1/actions`,
      headers: staff,
      payload: {
        buy_product_id: order.buy_products[0].id,
        kind: 'price_change',
        message: 'x',
        proposal: {},
      },
    });
    expect(res.statusCode).toBe(409);
  });
});
