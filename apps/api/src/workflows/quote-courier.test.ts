import { describe, expect, it } from 'vitest';
import { useOrdersTestbed } from '../../test/orders-testbed.ts';
import { signInCustomer } from '../../test/commerce-fixtures.ts';

const { ctx, identity, ids: shipping, shopper, placeOrder } = useOrdersTestbed();

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
    // International methods for a Ship For Me parcel of the customer's (not yet weighed: 0 g,
    // so each method's minimum charge).
    const context = await ctx.app.inject({
      method: 'GET',
      url: '/api/context/customer/v1/ship-for-me?region=BD',
      headers: s.headers,
    });
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/shipping-core/customer/shipment/v1/shipment-products?region=BD',
      headers: s.headers,
      payload: {
        warehouse_id: context.json().data.warehouses[0].id,
        shipping_address_id: s.addressId,
        shipping_method_id: shipping.airMethodId,
        products: [
          {
            title: 'Kettle',
            quantity: 1,
            declared_value: 100_000,
            shipping_category_id: shipping.shippingCategoryId,
          },
        ],
      },
    });
    const parcelIds = [requested.json().data.products[0].id];
    const international = await ctx.app.inject({
      method: 'POST',
      url: '/api/courier/customer/option/v1/international-options',
      headers: s.headers,
      payload: { region: 'BD', shipment_product_ids: parcelIds, shipping_address_id: s.addressId },
    });
    expect(international.statusCode, international.body).toBe(200);
    expect(
      international.json().data.map((o: { method: { code: string } }) => o.method.code),
    ).toEqual(['air', 'express', 'sea']);
    // Buy product ids are not parcels: 404, as is another customer's parcel.
    const notParcels = await ctx.app.inject({
      method: 'POST',
      url: '/api/courier/customer/option/v1/international-options',
      headers: s.headers,
      payload: { region: 'BD', shipment_product_ids: [999_999], shipping_address_id: s.addressId },
    });
    expect(notParcels.statusCode).toBe(404);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/courier/customer/option/v1/options',
      headers: signInCustomer(identity),
      payload: { product_ids: ids, shipping_address_id: s.addressId },
    });
    expect(other.statusCode).toBe(404);
  });
});
