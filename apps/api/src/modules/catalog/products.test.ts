import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identitySession, useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  TEST_NAMESPACE,
  TEST_PRODUCTS,
  useTestCatalog,
} from '../../../test/catalog/catalog-fixture.ts';
import { demoProduct } from '../../demo/catalog-generator.ts';
import { loadDemoCatalog } from '../../demo/catalog-loader.ts';
import { priceInRegion } from './pricing.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url }) });
useTestCatalog(ctx);
const BASE = '/api/product/customer/v1';

async function productIdOf(index: number): Promise<number> {
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    'SELECT id FROM products WHERE source_product_id = $1',
    [`${TEST_NAMESPACE}-${index}`],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`test product ${index} is missing`);
  return Number(id);
}

describe('GET products/find/{id}', () => {
  it('answers a product with variations and tier prices in the region currency', async () => {
    const id = await productIdOf(0);
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find/${id}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id, source_site: 'taobao', category: { slug: 'backpacks' } });
    expect(data.title).toMatch(/Backpack/);
    expect(data.price.currency).toBe('BDT');
    expect(data.original_price.currency).toBe('CNY');
    const terms = {
      sourceCurrency: 'CNY',
      targetCurrency: 'BDT',
      rateMicros: 16_950_000,
      markupBps: 300,
    };
    expect(data.price).toEqual(priceInRegion(data.original_price.amount, terms));
    expect(data.variations.properties.length).toBeGreaterThan(0);
    const sku = data.variations.skus[0];
    expect(sku.value_ids).toHaveLength(data.variations.properties.length);
    expect(sku.price_tiers.map((t: { min_quantity: number }) => t.min_quantity)).toEqual([
      1, 10, 50,
    ]);
    expect(sku.price_tiers[0].price.currency).toBe('BDT');
  });

  it('prices in US dollars for the US region', async () => {
    const id = await productIdOf(0);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find/${id}`,
      headers: { 'x-region': 'US' },
    });
    expect(res.json().data.price.currency).toBe('USD');
  });

  it('answers 404 in the error shape for an unknown product', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find/999999999` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'Product 999999999 was not found.' },
    });
  });

  it('answers 400 naming the id when it is not a number', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find/abc` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('params.id');
  });
});

describe('GET products/find', () => {
  it('finds a product by id', async () => {
    const id = await productIdOf(1);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find?product_id=${id}`,
    });
    expect(res.json().data.id).toBe(id);
  });

  it('finds a known product by its source URL', async () => {
    const id = await productIdOf(2);
    const found = await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find/${id}` });
    const url = found.json().data.source_url;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find?url=${encodeURIComponent(url)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(id);
  });

  it('refuses a query with neither or both of url and product_id', async () => {
    const neither = await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find` });
    expect(neither.statusCode).toBe(400);
    const both = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find?product_id=1&url=https://item.taobao.com/item.htm?id=1`,
    });
    expect(both.statusCode).toBe(400);
  });

  it('refuses a malformed URL with 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find?url=not-a-url` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toEqual({
      field: 'querystring.url',
      message: 'unsupported_url',
    });
  });
});

describe('product description, reviews and related products', () => {
  it('answers the description as HTML', async () => {
    const id = await productIdOf(0);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find/${id}/description`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ product_id: id });
    expect(res.json().data.html).toContain('<ul>');
  });

  it('pages reviews, newest first', async () => {
    const id = await productIdOf(0);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find/${id}/reviews?page=1&per_page=2`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toHaveProperty('author_name');
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
  });

  it('answers 404 for the reviews of an unknown product', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find/999999999/reviews`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('relates best sellers of the same category, never the product itself', async () => {
    const id = await productIdOf(0);
    const product = (
      await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find/${id}` })
    ).json().data;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find/${id}/related-products?limit=5`,
    });
    const related = res.json().data;
    expect(related.length).toBeGreaterThan(0);
    expect(
      related.every((p: { category_id: number }) => p.category_id === product.category_id),
    ).toBe(true);
    expect(related.map((p: { id: number }) => p.id)).not.toContain(id);
    const sales = related.map((p: { sales_count: number }) => p.sales_count);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });
});

describe('recommendations and batches', () => {
  it('recommends best sellers, optionally of a category', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/recommendations/recommended-products?limit=4`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(4);
  });

  it('finds similar products in the same category', async () => {
    const id = await productIdOf(0);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/recommendations/similar-products`,
      payload: { product_id: id, limit: 3 },
    });
    expect(res.statusCode).toBe(200);
    const similar = res.json().data;
    expect(similar).toHaveLength(3);
    expect(similar.every((p: { title: string }) => /backpack/i.test(p.title))).toBe(true);
  });

  it('answers product cards for ids in the order asked, leaving unknown ids out', async () => {
    const [a, b] = [await productIdOf(3), await productIdOf(4)];
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/infos?ids=${b},999999999,${a}`,
    });
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([b, a]);
  });

  it('refuses ids that are not a comma-separated list of numbers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/products/infos?ids=1,x` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('querystring.ids');
  });
});

describe('POST personalized-prices', () => {
  it('prices a SKU at the tier of the quantity in the region currency', async () => {
    const id = await productIdOf(0);
    const product = (
      await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find/${id}` })
    ).json().data;
    const sku = product.variations.skus[0];
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/personalized-prices`,
      payload: { items: [{ product_id: id, sku_id: sku.id, quantity: 12 }] },
    });
    expect(res.statusCode).toBe(200);
    const [price] = res.json().data;
    expect(price).toMatchObject({ product_id: id, sku_id: sku.id, quantity: 12, discount_bps: 0 });
    expect(price.unit_price).toEqual(sku.price_tiers[1].price);
    expect(price.total.amount).toBe(sku.price_tiers[1].price.amount * 12);
  });

  it('takes a signed-in customer’s discount off', async () => {
    const session = identitySession();
    identity.sessions.set('discount-token', session);
    await ctx.database.db.execute(
      sql`INSERT INTO customer_discounts (identity_id, discount_bps) VALUES (${session.identity.id}, 1000)`,
    );
    const id = await productIdOf(0);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/personalized-prices`,
      headers: { 'x-session-token': 'discount-token' },
      payload: { items: [{ product_id: id }] },
    });
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/personalized-prices`,
      payload: { items: [{ product_id: id }] },
    });
    const [discounted] = res.json().data;
    const [full] = guest.json().data;
    expect(discounted.discount_bps).toBe(1000);
    expect(discounted.unit_price.amount).toBe(Math.round(full.unit_price.amount * 0.9));
  });

  it('answers 404 for an unknown product and 422 for an unknown SKU', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/personalized-prices`,
      payload: { items: [{ product_id: 999999999 }] },
    });
    expect(missing.statusCode).toBe(404);
    const id = await productIdOf(0);
    const badSku = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/personalized-prices`,
      payload: { items: [{ product_id: id, sku_id: 'nope' }] },
    });
    expect(badSku.statusCode).toBe(422);
    expect(badSku.json().error.details[0].field).toBe('body.items.0.sku_id');
  });

  it('refuses an empty list', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/personalized-prices`,
      payload: { items: [] },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('demo catalog', () => {
  it('loads idempotently: a second load adds nothing', async () => {
    const again = await loadDemoCatalog(ctx.database.db, {
      products: TEST_PRODUCTS,
      namespace: TEST_NAMESPACE,
    });
    expect(again).toBe(0);
  });

  it('builds the same product for the same number', () => {
    expect(demoProduct('demo', 41)).toEqual(demoProduct('demo', 41));
    expect(demoProduct('demo', 0).title).toMatch(/Backpack/);
  });
});

describe('categories, metadata and pictures', () => {
  it('lists the category tree with 30+ leaf categories', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/content/customer/v1/nav-categories',
    });
    expect(res.statusCode).toBe(200);
    const roots = res.json().data;
    const leaves = roots.flatMap((r: { children: unknown[] }) => r.children);
    expect(leaves.length).toBeGreaterThanOrEqual(30);
    expect(roots[0]).toMatchObject({ slug: 'bags-luggage', name: 'Bags & Luggage' });
  });

  it('answers inventory metadata: sources, categories, sort options and limits', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/metadata' });
    const { data } = res.json();
    expect(data.sources.map((s: { code: string }) => s.code)).toContain('taobao');
    expect(data.sort_options.map((s: { value: string }) => s.value)).toContain('price_asc');
    expect(data.limits).toEqual({ max_filters: 3, keyword_max_length: 100 });
    expect(data.categories.length).toBeGreaterThan(5);
  });

  it('draws a placeholder picture as SVG', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/images/backpacks-3.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('Backpacks');
  });

  it('refuses a picture name that is not a seed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/images/..%2Fetc.svg` });
    expect(res.statusCode).toBe(400);
  });
});
