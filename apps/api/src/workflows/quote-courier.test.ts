import { describe, expect, it } from 'vitest';
import { useOrdersTestbed } from '../../test/orders-testbed.ts';
import { signInCustomer } from '../../test/commerce-fixtures.ts';

const { ctx, identity, shopper, placeOrder } = useOrdersTestbed();

describe('courier options', () => {
  it('prices local couriers and international methods for the customer’s products', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const ids = [order.buy_products[0].id];
    const local = await ctx.app.inject({
      method: 'POST',
      url: '/api/courier/customer/option/v1/options',
      headers: s.headers,
      payload: {
        product_ids: ids,
        shipping_address_id: s.addressId,
        delivery_option: 'home_delivery',
      },
    });
    expect(local.statusCode).toBe(200);
    expect(local.json().data.map((c: { code: string }) => c.code)).toEqual(['pathao', 'redx']);
    // Pathao: ৳60 + 2.5 kg × ৳20.
    expect(local.json().data[0]).toMatchObject({
      weight_grams: 2500,
      price: { amount: 11_000, currency: 'BDT' },
      eta: { min_days: 1, max_days: 3 },
    });
    const international = await ctx.app.inject({
      method: 'POST',
      url: '/api/courier/customer/option/v1/international-options',
      headers: s.headers,
      payload: { region: 'BD', shipment_product_ids: ids, shipping_address_id: s.addressId },
    });
    expect(
      international.json().data.map((o: { method: { code: string } }) => o.method.code),
    ).toEqual(['air', 'express', 'sea']);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/courier/customer/option/v1/options',
      headers: signInCustomer(identity),
      payload: { product_ids: ids, shipping_address_id: s.addressId },
    });
    expect(other.statusCode).toBe(404);
  });
});
