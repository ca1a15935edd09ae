import { describe, expect, it } from 'vitest';
import { createProduct, signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const base = '/api/purchase/customer/wishlist/v1';

describe('wishlist', () => {
  it('adds a product once, lists it priced and answers the product ids', async () => {
    const headers = signInCustomer(identity);
    const product = await createProduct(ctx.database.db);
    const add = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${base}/wishlist-items`,
        headers,
        payload: { product_id: product.id },
      });
    const first = await add();
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      product_id: product.id,
      available: true,
      price: { currency: 'BDT' },
    });
    expect((await add()).json().data.id).toBe(first.json().data.id);
    const list = await ctx.app.inject({ method: 'GET', url: `${base}/wishlist-items`, headers });
    expect(list.json().pagination).toEqual({ page: 1, per_page: 50, total: 1 });
    const ids = await ctx.app.inject({ method: 'GET', url: `${base}/wishlist-items-id`, headers });
    expect(ids.json().data).toEqual([product.id]);
  });

  it('adds by the product link when the catalog knows it', async () => {
    const headers = signInCustomer(identity);
    const product = await createProduct(ctx.database.db);
    const url = `https://item.taobao.com/item.htm?id=${product.skuIds[0]?.split('-')[0]}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${base}/wishlist-items-by-url`,
      headers,
      payload: { url },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.product_id).toBe(product.id);
  });

  it('answers 422 for a link not imported yet and 400 for a malformed one', async () => {
    const headers = signInCustomer(identity);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `${base}/wishlist-items-by-url`,
      headers,
      payload: { url: 'https://item.taobao.com/item.htm?id=never-imported' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.details[0]).toEqual({ field: 'body.url', message: 'not_imported' });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `${base}/wishlist-items-by-url`,
      headers,
      payload: { url: 'ftp://example.com/x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.url');
  });

  it('removes an item, and answers 404 to another customer', async () => {
    const owner = signInCustomer(identity);
    const other = signInCustomer(identity);
    const product = await createProduct(ctx.database.db);
    const item = (
      await ctx.app.inject({
        method: 'POST',
        url: `${base}/wishlist-items`,
        headers: owner,
        payload: { product_id: product.id },
      })
    ).json().data;
    const stolen = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/wishlist-items/${item.id}`,
      headers: other,
    });
    expect(stolen.statusCode).toBe(404);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/wishlist-items/${item.id}`,
      headers: owner,
    });
    expect(res.statusCode).toBe(204);
    const ids = await ctx.app.inject({
      method: 'GET',
      url: `${base}/wishlist-items-id`,
      headers: owner,
    });
    expect(ids.json().data).toEqual([]);
  });

  it('refuses unknown products naming the field, and guests', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${base}/wishlist-items`,
      headers: signInCustomer(identity),
      payload: { product_id: 987654321 },
    });
    expect(res.json().error.details[0].field).toBe('body.product_id');
    const guest = await ctx.app.inject({ method: 'GET', url: `${base}/wishlist-items` });
    expect(guest.statusCode).toBe(401);
  });
});
