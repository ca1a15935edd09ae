import { describe, expect, it } from 'vitest';
import {
  createProduct,
  guestHeaders,
  signInCustomer,
  type TestProduct,
} from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const base = '/api/purchase/customer/cart/v1';

interface Variation {
  id: number;
  sku_id: string;
  quantity: number;
}

async function add(
  headers: Record<string, string>,
  product: TestProduct,
  lines: [number, number][],
) {
  return ctx.app.inject({
    method: 'POST',
    url: `${base}/cart-items`,
    headers,
    payload: {
      product_id: product.id,
      variations: lines.map(([sku, quantity]) => ({ sku_id: product.skuIds[sku], quantity })),
    },
  });
}

async function list(headers: Record<string, string>, url = `${base}/cart-items`) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function quantities(items: { product_id: number; variations: Variation[] }[]) {
  return Object.fromEntries(
    items.flatMap((i) => i.variations.map((v) => [v.sku_id, v.quantity] as const)),
  );
}

describe('purchase cart', () => {
  it('adds SKUs, adds up the same SKU and prices it in the region currency', async () => {
    const headers = signInCustomer(identity);
    const product = await createProduct(ctx.database.db);
    expect((await add(headers, product, [[0, 2]])).statusCode).toBe(201);
    const res = await add(headers, product, [
      [0, 3],
      [1, 1],
    ]);
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({ product_id: product.id, quantity: 6, available: true });
    expect(item.variations.map((v: Variation) => [v.sku_id, v.quantity])).toEqual([
      [product.skuIds[0], 5],
      [product.skuIds[1], 1],
    ]);
    // CNY 10.00 × 16.95 BDT/CNY × 1.03 markup = BDT 174.585 → 174.59 (half up).
    expect(item.variations[0].unit_price).toEqual({ amount: 17459, currency: 'BDT' });
    expect(item.variations[0].original_unit_price).toEqual({ amount: 1000, currency: 'CNY' });
    expect(item.subtotal).toEqual({ amount: 17459 * 6, currency: 'BDT' });
    expect(item.weight_grams).toBe(3000);

    const us = await list({ ...headers, 'x-region': 'US' });
    expect(us.data[0].subtotal.currency).toBe('USD');
    expect(us.pagination).toEqual({ page: 1, per_page: 200, total: 1 });
  });

  it('applies the wholesale tier once the product reaches 10 pieces', async () => {
    const headers = signInCustomer(identity);
    const product = await createProduct(ctx.database.db);
    const item = (
      await add(headers, product, [
        [0, 6],
        [1, 4],
      ])
    ).json().data;
    expect(item.variations[0].original_unit_price.amount).toBe(900);
  });

  it('answers the cart status of a product', async () => {
    const headers = signInCustomer(identity);
    const product = await createProduct(ctx.database.db);
    const url = `${base}/products/${product.id}/cart-status`;
    const before = await ctx.app.inject({ method: 'GET', url, headers });
    expect(before.json().data).toEqual({
      product_id: product.id,
      in_cart: false,
      cart_item_id: null,
      quantity: 0,
      sku_ids: [],
    });
    const item = (await add(headers, product, [[1, 2]])).json().data;
    const after = await ctx.app.inject({ method: 'GET', url, headers });
    expect(after.json().data).toEqual({
      product_id: product.id,
      in_cart: true,
      cart_item_id: item.id,
      quantity: 2,
      sku_ids: [product.skuIds[1]],
    });
  });

  it('sets quantities with PUT, edits and removes variations, and destroys items', async () => {
    const headers = signInCustomer(identity);
    const product = await createProduct(ctx.database.db, { skus: 3 });
    const item = (
      await add(headers, product, [
        [0, 1],
        [1, 1],
      ])
    ).json().data;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/cart-items`,
      headers,
      payload: {
        product_id: product.id,
        variations: [
          { sku_id: product.skuIds[0], quantity: 4 },
          { sku_id: product.skuIds[2], quantity: 2 },
          { sku_id: product.skuIds[1], quantity: 0 },
        ],
        is_selected: false,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.is_selected).toBe(false);
    expect(quantities([put.json().data])).toEqual({
      [product.skuIds[0] as string]: 4,
      [product.skuIds[2] as string]: 2,
    });

    const variations = await ctx.app.inject({
      method: 'GET',
      url: `${base}/cart-items/${item.id}/variations?sku_ids=${product.skuIds[2]}`,
      headers,
    });
    expect(variations.json().data.map((v: Variation) => v.sku_id)).toEqual([product.skuIds[2]]);
    const [first, second] = put.json().data.variations as Variation[];

    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/cart-items/${item.id}/variations/${first?.id}`,
      headers,
      payload: { quantity: 7 },
    });
    expect(edit.statusCode).toBe(200);
    expect(quantities([edit.json().data])[product.skuIds[0] as string]).toBe(7);

    const removeOne = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/cart-items/${item.id}/variations/${first?.id}`,
      headers,
    });
    expect(removeOne.json().data.variations).toHaveLength(1);
    const removeLast = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/cart-items/${item.id}/variations/${second?.id}`,
      headers,
    });
    expect(removeLast.json().data).toBeNull();
    expect((await list(headers)).data).toEqual([]);

    const again = (await add(headers, product, [[0, 1]])).json().data;
    const destroy = await ctx.app.inject({
      method: 'POST',
      url: `${base}/cart-items/destroy`,
      headers,
      payload: { ids: [again.id, 999999999] },
    });
    expect(destroy.json().data).toEqual({ deleted: 1 });
  });

  it('answers 404 for another customer’s cart item and leaves it alone', async () => {
    const owner = signInCustomer(identity);
    const other = signInCustomer(identity);
    const product = await createProduct(ctx.database.db);
    const item = (await add(owner, product, [[0, 1]])).json().data;
    const variationId = item.variations[0].id;
    const attempts = [
      { method: 'GET' as const, url: `${base}/cart-items/${item.id}/variations` },
      {
        method: 'PUT' as const,
        url: `${base}/cart-items/${item.id}/variations/${variationId}`,
        payload: { quantity: 3 },
      },
      { method: 'DELETE' as const, url: `${base}/cart-items/${item.id}/variations/${variationId}` },
    ];
    for (const attempt of attempts) {
      const res = await ctx.app.inject({ ...attempt, headers: other });
      expect(res.statusCode).toBe(404);
    }
    const destroy = await ctx.app.inject({
      method: 'POST',
      url: `${base}/cart-items/destroy`,
      headers: other,
      payload: { ids: [item.id] },
    });
    expect(destroy.json().data.deleted).toBe(0);
    expect(quantities((await list(owner)).data)).toEqual({ [product.skuIds[0] as string]: 1 });
  });

  it('refuses bad input naming the field', async () => {
    const headers = signInCustomer(identity);
    const product = await createProduct(ctx.database.db, { stock: 5 });
    const sku = await ctx.app.inject({
      method: 'POST',
      url: `${base}/cart-items`,
      headers,
      payload: { product_id: product.id, variations: [{ sku_id: 'nope', quantity: 1 }] },
    });
    expect(sku.statusCode).toBe(400);
    expect(sku.json().error.details[0].field).toBe('body.variations.0.sku_id');
    const stock = await add(headers, product, [[0, 6]]);
    expect(stock.json().error.details[0]).toEqual({
      field: 'body.variations.0.quantity',
      message: 'Only 5 in stock',
    });
    const zero = await add(headers, product, [[0, 0]]);
    expect(zero.json().error.details[0].field).toBe('body.variations.0.quantity');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `${base}/cart-items`,
      headers,
      payload: { product_id: 987654321, variations: [{ sku_id: 'x', quantity: 1 }] },
    });
    expect(unknown.json().error.details[0].field).toBe('body.product_id');
    const page = await ctx.app.inject({ method: 'GET', url: `${base}/cart-items?page=2`, headers });
    expect(page.json().error.details[0].field).toBe('querystring.page');
  });

  it('answers 401 to a caller with neither session nor guest ids', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${base}/cart-items`,
      headers: { 'x-guest-id': '1', 'x-guest-session': '1' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('guest cart', () => {
  it('keeps a guest cart by the guest headers, apart from other guests', async () => {
    const guest = guestHeaders();
    const product = await createProduct(ctx.database.db);
    expect((await add(guest, product, [[0, 2]])).statusCode).toBe(201);
    const cart = await list(guest, `${base}/guest-cart`);
    expect(quantities(cart.data)).toEqual({ [product.skuIds[0] as string]: 2 });
    expect((await list(guestHeaders(), `${base}/guest-cart`)).data).toEqual([]);
    const missing = await ctx.app.inject({ method: 'GET', url: `${base}/guest-cart` });
    expect(missing.json().error.details[0].field).toBe('headers.x-guest-id');
  });

  it('merges into the customer cart adding up the same SKU, and a rerun changes nothing', async () => {
    const guest = guestHeaders();
    const customer = signInCustomer(identity);
    const shared = await createProduct(ctx.database.db);
    const guestOnly = await createProduct(ctx.database.db);
    const customerOnly = await createProduct(ctx.database.db);
    await add(guest, shared, [
      [0, 2],
      [1, 1],
    ]);
    await add(guest, guestOnly, [[1, 4]]);
    await add(customer, shared, [[0, 3]]);
    await add(customer, customerOnly, [[0, 1]]);

    const merge = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${base}/guest-cart`,
        headers: { ...customer, ...guest },
      });
    const first = await merge();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.merged_variations).toBe(3);
    const expected = {
      [shared.skuIds[0] as string]: 5,
      [shared.skuIds[1] as string]: 1,
      [guestOnly.skuIds[1] as string]: 4,
      [customerOnly.skuIds[0] as string]: 1,
    };
    expect(quantities(first.json().data.items)).toEqual(expected);

    const second = await merge();
    expect(second.json().data.merged_variations).toBe(0);
    expect(quantities(second.json().data.items)).toEqual(expected);
    expect(quantities((await list(customer)).data)).toEqual(expected);
    expect((await list(guest, `${base}/guest-cart`)).data).toEqual([]);
  });

  it('merges concurrent calls once', async () => {
    const guest = guestHeaders();
    const customer = signInCustomer(identity);
    const product = await createProduct(ctx.database.db);
    await add(guest, product, [[0, 2]]);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: `${base}/guest-cart`,
          headers: { ...customer, ...guest },
        }),
      ),
    );
    expect(results.map((r) => r.json().data.merged_variations).sort()).toEqual([0, 0, 1]);
    expect(quantities((await list(customer)).data)).toEqual({ [product.skuIds[0] as string]: 2 });
  });

  it('needs a session to merge', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${base}/guest-cart`,
      headers: guestHeaders(),
    });
    expect(res.statusCode).toBe(401);
  });
});
