import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/commerce-fixtures.ts';
import { BUY, useOrdersTestbed } from '../../test/orders-testbed.ts';

const { ctx, shopper, placeOrder } = useOrdersTestbed();

describe('buy again', () => {
  it('puts an order’s products back into the cart', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BUY}/clone-order`,
      headers: s.headers,
      payload: { order_id: order.id, product_ids: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cart_item_ids).toHaveLength(1);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/purchase/customer/cart/v1/cart-items',
      headers: s.headers,
    });
    expect(cart.json().data[0].quantity).toBe(5);
  });
});

describe('buy again, when a product can no longer be bought', () => {
  it('takes back the pieces it already put in the cart and answers why', async () => {
    const s = await shopper();
    const gone = await createProduct(ctx.database.db);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/purchase/customer/cart/v1/cart-items',
      headers: s.headers,
      payload: { product_id: gone.id, variations: [{ sku_id: gone.skuIds[0], quantity: 1 }] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const order = await placeOrder(s, {
      items: [{ cart_item_id: s.cartItemId }, { cart_item_id: added.json().data.id }],
    });
    expect(order.buy_products).toHaveLength(2);
    await ctx.database.pool.query('delete from products where id = $1', [gone.id]);

    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BUY}/clone-order`,
      headers: s.headers,
      payload: { order_id: order.id, product_ids: [] },
    });
    expect(res.statusCode, res.body).toBe(422);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/purchase/customer/cart/v1/cart-items',
      headers: s.headers,
    });
    expect(cart.json().data).toEqual([]);
  });
});
