import { describe, expect, it } from 'vitest';
import { ACTIONS, ADMIN, BUY, staff, useOrdersTestbed } from '../../../test/orders-testbed.ts';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';

const { ctx, identity, shopper, placeOrder, staffMove, markPaid } = useOrdersTestbed();

describe('my orders', () => {
  it('lists, counts per status, shows details with the timeline', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const id = order.buy_products[0].id;
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/list?status=pending_payment`,
      headers: s.headers,
    });
    expect(list.json().data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(list.json().pagination).toEqual({ page: 1, per_page: 50, total: 1 });
    const none = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/list?status=delivered`,
      headers: s.headers,
    });
    expect(none.json().data).toEqual([]);
    const stat = await ctx.app.inject({ method: 'GET', url: `${BUY}/stat`, headers: s.headers });
    expect(stat.json().data.total).toBe(1);
    expect(stat.json().data.statuses).toContainEqual({ status: 'pending_payment', count: 1 });
    const details = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/details/${id}`,
      headers: s.headers,
    });
    expect(details.json().data).toMatchObject({
      id,
      can_cancel: true,
      order: {
        id: order.id,
        invoice_id: order.invoice_id,
        // The snapshot keeps the codes; the names are read from the address schema.
        address: {
          fields: { district: 'dhaka', thana: 'gulshan' },
          display_lines: ['Road 1', 'Gulshan, Dhaka', 'Dhaka, Bangladesh'],
        },
      },
      pending_action_id: null,
    });
    expect(details.json().data.timeline).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'pending_payment',
        actor: 'customer',
      }),
    ]);
  });

  it('cancels a pending item and takes it off the invoice', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const id = order.buy_products[0].id;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${id}/cancel`,
      headers: s.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', can_cancel: false });
    const invoice = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoice/customer/invoice/v1/invoices/${order.invoice_id}`,
      headers: s.headers,
    });
    expect(invoice.json().data).toMatchObject({ status: 'cancelled', total: { amount: 0 } });
  });

  it('takes a cancelled item off an invoice with a coupon at the price paid, down to zero', async () => {
    const s = await shopper();
    const order = await placeOrder(s, { coupon_code: 'WELCOME10' });
    const product = order.buy_products[0];
    const partial = await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${product.id}/cancel`,
      headers: s.headers,
      payload: { type: 'variations', variation_ids: [2] },
    });
    expect(partial.statusCode).toBe(200);
    const invoiceUrl = `/api/invoice/customer/invoice/v1/invoices/${order.invoice_id}`;
    const afterPartial = (
      await ctx.app.inject({ method: 'GET', url: invoiceUrl, headers: s.headers })
    ).json().data;
    // 2 × 174.59 cancelled, 90 % of it paid: 314.26 back.
    expect(afterPartial.total.amount).toBe(78565 - 31426);
    await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${product.id}/cancel`,
      headers: s.headers,
      payload: {},
    });
    const afterAll = (
      await ctx.app.inject({ method: 'GET', url: invoiceUrl, headers: s.headers })
    ).json().data;
    expect(afterAll).toMatchObject({ status: 'cancelled', total: { amount: 0 } });
  });

  it('cancels some variations only', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const product = order.buy_products[0];
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${product.id}/cancel`,
      headers: s.headers,
      payload: { type: 'variations', variation_ids: [2], cancel_reason: 'Wrong colour' },
    });
    expect(res.json().data).toMatchObject({ status: 'pending_payment', quantity: 3 });
    expect(res.json().data.variations[1].cancelled).toBe(true);
  });

  it('refuses to cancel a delivered item (409) and walks the whole state machine', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const id = order.buy_products[0].id;
    expect((await markPaid(order.invoice_id)).statusCode).toBe(201);
    // Paid: the product went on to `purchasing` by itself.
    for (const status of [
      'purchased',
      'shipped_to_warehouse',
      'received_abroad',
      'handed_to_international',
      'arrived',
      'delivered',
    ]) {
      const res = await staffMove(id, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${id}/cancel`,
      headers: s.headers,
      payload: { type: 'product', variation_ids: [], charge_ids: [], cancel_reason: null },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('conflict');
    const timeline = await ctx.app.inject({
      method: 'GET',
      url: `/api/tracking/customer/timeline/v1/buy-product/${id}`,
      headers: s.headers,
    });
    expect(timeline.json().data).toHaveLength(8);
    expect(timeline.json().data[7]).toMatchObject({
      from_status: 'arrived',
      to_status: 'delivered',
      actor: 'staff',
      note: 'to delivered',
    });
  });

  it('refuses an illegal staff move with 409 and staff routes without the token with 403', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const id = order.buy_products[0].id;
    expect((await staffMove(id, 'delivered')).statusCode).toBe(409);
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/buy-product/v1/buy-products/${id}/transition`,
      headers: { 'x-staff-token': 'wrong-token-wrong-token-xx' },
      payload: { status: 'purchasing' },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it('answers 404 for another customer’s order, buy product, action and invoice', async () => {
    const owner = await shopper();
    const order = await placeOrder(owner);
    const id = order.buy_products[0].id;
    await staffMove(id, 'purchasing');
    const action = await ctx.app.inject({
      method: 'POST',
      url: `${ADMIN}/buy-action/v1/actions`,
      headers: staff,
      payload: { buy_product_id: id, kind: 'out_of_stock', message: 'Gone', proposal: {} },
    });
    const actionId = action.json().data.id;
    const other = signInCustomer(identity);
    const attempts = [
      { method: 'GET' as const, url: `${BUY}/details/${id}` },
      { method: 'PUT' as const, url: `${BUY}/${id}/cancel`, payload: {} },
      { method: 'GET' as const, url: `/api/tracking/customer/timeline/v1/buy-product/${id}` },
      { method: 'POST' as const, url: `${BUY}/clone-order`, payload: { order_id: order.id } },
      { method: 'GET' as const, url: `${ACTIONS}/${actionId}` },
      {
        method: 'POST' as const,
        url: `${ACTIONS}/${actionId}/perform`,
        payload: { decision: 'cancel_item' },
      },
      {
        method: 'POST' as const,
        url: `${ACTIONS}/${actionId}/refund`,
        payload: {},
        headers: { 'idempotency-key': crypto.randomUUID() },
      },
      {
        method: 'GET' as const,
        url: `/api/invoice/customer/invoice/v1/invoices/${order.invoice_id}`,
      },
    ];
    for (const attempt of attempts) {
      const res = await ctx.app.inject({ ...attempt, headers: { ...other, ...attempt.headers } });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const list = await ctx.app.inject({ method: 'GET', url: `${BUY}/list`, headers: other });
    expect(list.json().data).toEqual([]);
  });
});
