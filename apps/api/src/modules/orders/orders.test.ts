import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceDemoData } from '../../demo/commerce-demo.ts';
import {
  createProduct,
  signInCustomer,
  type TestProduct,
} from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';

const STAFF_TOKEN = 'test-staff-token-0123456789';
const previousToken = process.env.STAFF_TOKEN;
process.env.STAFF_TOKEN = STAFF_TOKEN;
afterAll(() => {
  if (previousToken === undefined) delete process.env.STAFF_TOKEN;
  else process.env.STAFF_TOKEN = previousToken;
});

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const BUY = '/api/buy-and-ship/customer/buy-product/v1';
const ACTIONS = '/api/buy-and-ship/customer/buy-action/v1';
const ADMIN = '/api/buy-and-ship/admin';
const staff = { 'x-staff-token': STAFF_TOKEN };

let shippingCategoryId: number;
let airMethodId: number;

beforeAll(async () => {
  await loadCommerceDemoData(ctx.database.db);
  const prices = await ctx.app.inject({
    method: 'GET',
    url: '/api/shipping-agent/customer/rate/v1/category-prices',
  });
  shippingCategoryId = prices.json().data[0].shipping_category_id;
  const methods = await ctx.app.inject({
    method: 'GET',
    url: '/api/shipping-agent/customer/international/v1/shipping-methods',
  });
  airMethodId = methods.json().data.find((m: { code: string }) => m.code === 'air').id;
});

interface Shopper {
  headers: Record<string, string>;
  addressId: number;
  product: TestProduct;
  cartItemId: number;
}

/** A signed-in customer with a Dhaka address and 3 + 2 pieces of a product in the cart. */
async function shopper(): Promise<Shopper> {
  const headers = signInCustomer(identity);
  const address = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/customer/address/v1/addresses',
    headers,
    payload: {
      country_code: 'BD',
      name: 'Nusrat',
      phone: '+8801711000000',
      fields: { division: 'dhaka', district: 'dhaka', thana: 'gulshan', address_line1: 'Road 1' },
    },
  });
  const product = await createProduct(ctx.database.db);
  const item = await ctx.app.inject({
    method: 'POST',
    url: '/api/purchase/customer/cart/v1/cart-items',
    headers,
    payload: {
      product_id: product.id,
      variations: [
        { sku_id: product.skuIds[0], quantity: 3 },
        { sku_id: product.skuIds[1], quantity: 2 },
      ],
    },
  });
  return {
    headers,
    addressId: address.json().data.id,
    product,
    cartItemId: item.json().data.id,
  };
}

function checkoutBody(s: Shopper, extra: Record<string, unknown> = {}) {
  return {
    items: [{ cart_item_id: s.cartItemId }],
    shipping_address_id: s.addressId,
    shipping_category_id: shippingCategoryId,
    shipping_method_id: airMethodId,
    ...extra,
  };
}

async function placeOrder(s: Shopper, extra: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${BUY}/place-order`,
    headers: s.headers,
    payload: checkoutBody(s, extra),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function staffMove(id: number, status: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `${ADMIN}/buy-product/v1/buy-products/${id}/transition`,
    headers: staff,
    payload: { status, note: `to ${status}` },
  });
}

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
    for (const status of [
      'purchasing',
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
      { method: 'POST' as const, url: `${ACTIONS}/${actionId}/refund`, payload: {} },
      {
        method: 'GET' as const,
        url: `/api/invoice/customer/invoice/v1/invoices/${order.invoice_id}`,
      },
    ];
    for (const attempt of attempts) {
      const res = await ctx.app.inject({ ...attempt, headers: other });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const list = await ctx.app.inject({ method: 'GET', url: `${BUY}/list`, headers: other });
    expect(list.json().data).toEqual([]);
  });
});

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
      headers: first.s.headers,
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
