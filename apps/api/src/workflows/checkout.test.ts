import { describe, expect, it } from 'vitest';
import { BUY, useOrdersTestbed } from '../../test/orders-testbed.ts';

const { ctx, shopper, checkoutBody, placeOrder } = useOrdersTestbed();

describe('checkout', () => {
  it('prices a checkout without placing it, and explains a refused coupon', async () => {
    const s = await shopper();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BUY}/checkout/batch`,
      headers: s.headers,
      payload: checkoutBody(s, { coupon_code: 'SUMMER5' }),
    });
    expect(res.statusCode).toBe(200);
    const summary = res.json().data;
    expect(summary.subtotal).toEqual({ amount: 17459 * 5, currency: 'BDT' });
    expect(summary.weight_grams).toBe(2500);
    expect(summary.coupon_error).toMatchObject({ reason: 'expired' });
    expect(summary.discount.amount).toBe(0);
    expect(summary.shipping.estimate.currency).toBe('BDT');
    expect(summary.grand_total.amount).toBe(
      summary.total.amount + summary.shipping.estimate.amount,
    );
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/purchase/customer/cart/v1/cart-items',
      headers: s.headers,
    });
    expect(cart.json().data).toHaveLength(1);
  });

  it('places one order with WELCOME10: buy products, unpaid invoice, cart emptied', async () => {
    const s = await shopper();
    const order = await placeOrder(s, { coupon_code: 'welcome10', note: 'Gift wrap' });
    expect(order).toMatchObject({
      region_code: 'BD',
      coupon_code: 'WELCOME10',
      subtotal: { amount: 87295, currency: 'BDT' },
      discount: { amount: 8730, currency: 'BDT' },
      total: { amount: 78565, currency: 'BDT' },
      note: 'Gift wrap',
    });
    expect(order.number).toMatch(/^BO-\d{8}$/);
    expect(order.buy_products).toHaveLength(1);
    expect(order.buy_products[0]).toMatchObject({ status: 'pending_payment', quantity: 5 });

    const invoice = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoice/customer/invoice/v1/invoices/${order.invoice_id}`,
      headers: s.headers,
    });
    expect(invoice.json().data).toMatchObject({
      status: 'unpaid',
      subject: { type: 'buy_order', id: order.id },
      total: { amount: 78565, currency: 'BDT' },
      paid: { amount: 0 },
      due: { amount: 78565 },
    });
    expect(invoice.json().data.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'product',
      'discount',
    ]);
    const invoices = await ctx.app.inject({
      method: 'GET',
      url: '/api/invoice/customer/invoice/v1/invoices?status=unpaid',
      headers: s.headers,
    });
    expect(invoices.json().pagination.total).toBe(1);

    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/purchase/customer/cart/v1/cart-items',
      headers: s.headers,
    });
    expect(cart.json().data).toEqual([]);

    // WELCOME10 is once per customer.
    const again = await shopper();
    const second = await ctx.app.inject({
      method: 'POST',
      url: `${BUY}/place-order`,
      headers: s.headers,
      payload: { ...checkoutBody(again), shipping_address_id: s.addressId, items: [] },
    });
    expect(second.statusCode).toBe(400);
    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/purchase/customer/discount/v1/validate-coupon',
      headers: s.headers,
      payload: { code: 'WELCOME10', subtotal: { amount: 1000, currency: 'BDT' } },
    });
    expect(reused.json().error.details[0].message).toBe('limit_reached');
  });

  it('places a cart once when two checkouts race', async () => {
    const s = await shopper();
    const results = await Promise.all(
      [1, 2].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: `${BUY}/place-order`,
          headers: s.headers,
          payload: checkoutBody(s),
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    // The loser sees the cart changed under it (409), or already empty if it came late (404).
    expect(statuses[0]).toBe(201);
    expect([404, 409]).toContain(statuses[1]);
    const list = await ctx.app.inject({ method: 'GET', url: `${BUY}/list`, headers: s.headers });
    expect(list.json().pagination.total).toBe(1);
  });

  it('orders only the chosen variations, leaving the rest in the cart', async () => {
    const s = await shopper();
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/purchase/customer/cart/v1/cart-items',
      headers: s.headers,
    });
    const [first] = cart.json().data[0].variations;
    const order = await placeOrder(s, {
      items: [{ cart_item_id: s.cartItemId, variation_ids: [first.id] }],
    });
    expect(order.buy_products[0].quantity).toBe(3);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/purchase/customer/cart/v1/cart-items',
      headers: s.headers,
    });
    expect(after.json().data[0].variations.map((v: { sku_id: string }) => v.sku_id)).toEqual([
      s.product.skuIds[1],
    ]);
  });

  it('refuses bad input naming the field, and an address outside the region', async () => {
    const s = await shopper();
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `${BUY}/place-order`,
      headers: s.headers,
      payload: { ...checkoutBody(s), shipping_method_id: undefined },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('body.shipping_method_id');
    const region = await ctx.app.inject({
      method: 'POST',
      url: `${BUY}/place-order`,
      headers: { ...s.headers, 'x-region': 'US' },
      payload: checkoutBody(s),
    });
    expect(region.statusCode).toBe(422);
    expect(region.json().error.details[0].field).toBe('body.shipping_address_id');
  });
});
