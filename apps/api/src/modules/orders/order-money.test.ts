import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceDemoData } from '../../demo/commerce-demo.ts';
import { testBuyer } from '../../../test/checkout-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';

// The customer's walk: after a price rise is accepted or an item cancelled, the order summary,
// the product page's order and the invoice must show the same money.
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

beforeAll(async () => {
  await loadCommerceDemoData(ctx.database.db);
});

/** Places an order of 3 + 2 pieces (BDT 174.59 each) for a new customer in Dhaka. */
async function placedOrder(extra: Record<string, unknown> = {}) {
  const buyer = await testBuyer(ctx, identity);
  const { cartItemId, skuIds } = await buyer.fillCart();
  const placed = await buyer.place(cartItemId, extra);
  expect(placed.statusCode, placed.body).toBe(201);
  return { headers: buyer.headers, order: placed.json().data, skuIds };
}

/** The order as its product page shows it, and the invoice it links to. */
async function moneyOnEveryPage(headers: Record<string, string>, productId: number) {
  const details = (
    await ctx.app.inject({ method: 'GET', url: `${BUY}/details/${productId}`, headers })
  ).json().data;
  const invoice = (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/invoice/customer/invoice/v1/invoices/${details.order.invoice_id}`,
      headers,
    })
  ).json().data;
  return { order: details.order, details, invoice };
}

async function raisePrice(productId: number, skuId: string, unitPrice: number) {
  const purchasing = await ctx.app.inject({
    method: 'POST',
    url: `${ADMIN}/buy-product/v1/buy-products/${productId}/transition`,
    headers: staff,
    payload: { status: 'purchasing' },
  });
  expect(purchasing.statusCode, purchasing.body).toBe(200);
  const action = await ctx.app.inject({
    method: 'POST',
    url: `${ADMIN}/buy-action/v1/actions`,
    headers: staff,
    payload: {
      buy_product_id: productId,
      kind: 'price_change',
      message: 'The seller raised the price',
      proposal: { variations: [{ sku_id: skuId, unit_price: unitPrice }] },
    },
  });
  expect(action.statusCode, action.body).toBe(201);
  return action.json().data;
}

describe('order money', () => {
  it('shows the invoice’s total on the order after a price rise is accepted', async () => {
    const { headers, order, skuIds } = await placedOrder({ coupon_code: 'WELCOME10' });
    const productId = order.buy_products[0].id;
    const action = await raisePrice(productId, skuIds[0] ?? '', 200_00);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `${ACTIONS}/${action.id}/perform`,
      headers,
      payload: { decision: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const pages = await moneyOnEveryPage(headers, productId);
    // 3 × 200.00 + 2 × 174.59 = 949.18; the coupon's 87.30 does not grow with the price.
    expect(pages.order.subtotal.amount).toBe(949_18);
    expect(pages.order.discount.amount).toBe(87_30);
    expect(pages.order.total).toEqual(pages.invoice.total);
    expect(pages.details.order.total).toEqual(pages.invoice.total);
    expect(pages.invoice.total.amount).toBe(949_18 - 87_30);
    // The timeline names the product total before and after, from the same lines.
    expect(pages.details.timeline.at(-1).note).toMatch(
      /^You accepted: The seller raised the price \(BDT\s872\.95 → BDT\s949\.18\)$/,
    );
    // The confirmation the customer saw before accepting named that same total.
    expect(action.order_total_after).toEqual(pages.invoice.total);
  });

  it('shows the invoice’s total on the order after a partial cancel', async () => {
    const { headers, order } = await placedOrder({ coupon_code: 'WELCOME10' });
    const productId = order.buy_products[0].id;
    const cancel = await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${productId}/cancel`,
      headers,
      payload: { type: 'variations', variation_ids: [2] },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const pages = await moneyOnEveryPage(headers, productId);
    expect(pages.order.subtotal.amount).toBe(523_77);
    expect(pages.order.total).toEqual(pages.invoice.total);
    expect(pages.details.order.total).toEqual(pages.invoice.total);
    expect(pages.invoice.total.amount).toBe(471_39);
  });

  it('keeps the invoice equal to the order when two of its products are cancelled at once', async () => {
    const buyer = await testBuyer(ctx, identity);
    const items = [await buyer.fillCart(), await buyer.fillCart()];
    const placed = await buyer.place(
      items.map((i) => i.cartItemId),
      { coupon_code: 'WELCOME10' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const products: { id: number }[] = placed.json().data.buy_products;
    const results = await Promise.all(
      products.map((p) =>
        ctx.app.inject({
          method: 'PUT',
          url: `${BUY}/${p.id}/cancel`,
          headers: buyer.headers,
          payload: { type: 'variations', variation_ids: [2] },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const pages = await moneyOnEveryPage(buyer.headers, products[0]?.id ?? 0);
    expect(pages.order.subtotal.amount).toBe(2 * 523_77);
    expect(pages.order.total).toEqual(pages.invoice.total);
  });

  it('keeps the old and the new price on the action, also once it is accepted', async () => {
    const { headers, order, skuIds } = await placedOrder();
    const action = await raisePrice(order.buy_products[0].id, skuIds[0] ?? '', 200_00);
    expect(action.proposal.variations[0]).toMatchObject({
      previous_unit_price: { amount: 174_59, currency: 'BDT' },
      unit_price: { amount: 200_00, currency: 'BDT' },
      previous_quantity: 3,
    });
    await ctx.app.inject({
      method: 'POST',
      url: `${ACTIONS}/${action.id}/perform`,
      headers,
      payload: { decision: 'accept' },
    });
    const history = (
      await ctx.app.inject({ method: 'GET', url: `${ACTIONS}/${action.id}`, headers })
    ).json().data;
    expect(history.status).toBe('accepted');
    expect(history.proposal.variations[0]).toMatchObject({
      previous_unit_price: { amount: 174_59 },
      unit_price: { amount: 200_00 },
    });
    expect(history.total_before).toEqual({ amount: 872_95, currency: 'BDT' });
    expect(history.total_after).toEqual({ amount: 949_18, currency: 'BDT' });
  });
});
