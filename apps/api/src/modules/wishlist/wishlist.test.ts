import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct, signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { harvestJobs } from '../catalog/tables.ts';

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

  it('imports an unknown link and adds the product when the import succeeds', async () => {
    const headers = signInCustomer(identity);
    const url = `https://8.8.8.8/item/${Date.now()}`;
    const paste = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${base}/wishlist-items-by-url`,
        headers,
        payload: { url },
      });
    const first = await paste();
    expect(first.statusCode).toBe(202);
    const linkImport = first.json().data;
    expect(linkImport).toMatchObject({ url, harvest_job: { status: 'queued', product_id: null } });
    // A second paste while the import runs keeps one wish.
    const again = await paste();
    expect(again.statusCode).toBe(202);
    expect(again.json().data.id).toBe(linkImport.id);
    const pending = await ctx.app.inject({
      method: 'GET',
      url: `${base}/wishlist-link-imports`,
      headers,
    });
    expect(pending.json().data.map((i: { id: number }) => i.id)).toEqual([linkImport.id]);

    // The worker finishes the import (the runner itself is tested in the catalog module).
    const product = await createProduct(ctx.database.db);
    await ctx.database.db
      .update(harvestJobs)
      .set({ status: 'succeeded', productId: product.id })
      .where(eq(harvestJobs.id, linkImport.harvest_job.id));

    const ids = await ctx.app.inject({ method: 'GET', url: `${base}/wishlist-items-id`, headers });
    expect(ids.json().data).toEqual([product.id]);
    const list = await ctx.app.inject({ method: 'GET', url: `${base}/wishlist-items`, headers });
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({ product_id: product.id, available: true });
    const settled = await ctx.app.inject({
      method: 'GET',
      url: `${base}/wishlist-link-imports`,
      headers,
    });
    expect(settled.json().data).toEqual([]);
  });

  it('keeps a failed import until its owner dismisses it', async () => {
    const owner = signInCustomer(identity);
    const other = signInCustomer(identity);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${base}/wishlist-items-by-url`,
      headers: owner,
      payload: { url: `https://8.8.4.4/gone/${Date.now()}` },
    });
    expect(res.statusCode).toBe(202);
    const linkImport = res.json().data;
    await ctx.database.db
      .update(harvestJobs)
      .set({ status: 'failed', errorCode: 'http_error', errorMessage: 'The shop answered 404.' })
      .where(eq(harvestJobs.id, linkImport.harvest_job.id));

    const list = await ctx.app.inject({
      method: 'GET',
      url: `${base}/wishlist-link-imports`,
      headers: owner,
    });
    expect(list.json().data[0].harvest_job).toMatchObject({
      status: 'failed',
      error: { code: 'http_error', message: 'The shop answered 404.' },
    });
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `${base}/wishlist-link-imports`,
      headers: other,
    });
    expect(theirs.json().data).toEqual([]);
    const stolen = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/wishlist-link-imports/${linkImport.id}`,
      headers: other,
    });
    expect(stolen.statusCode).toBe(404);
    const dismissed = await ctx.app.inject({
      method: 'DELETE',
      url: `${base}/wishlist-link-imports/${linkImport.id}`,
      headers: owner,
    });
    expect(dismissed.statusCode).toBe(204);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `${base}/wishlist-link-imports`,
      headers: owner,
    });
    expect(after.json().data).toEqual([]);
  });

  it('refuses private hosts with 422 and malformed links with 400', async () => {
    const headers = signInCustomer(identity);
    const privateHost = await ctx.app.inject({
      method: 'POST',
      url: `${base}/wishlist-items-by-url`,
      headers,
      payload: { url: 'http://127.0.0.1/item/1' },
    });
    expect(privateHost.statusCode).toBe(422);
    expect(privateHost.json().error.details[0]).toEqual({
      field: 'body.url',
      message: 'host_not_allowed',
    });
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
