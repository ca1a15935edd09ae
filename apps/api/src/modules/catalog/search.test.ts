import { cutKeyword } from '@crossport/text';
import { describe, expect, it, vi } from 'vitest';
import { SuggestionQuerySchema } from './schemas.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTestCatalog } from '../../../test/catalog/catalog-fixture.ts';

const ctx = useTestApp();
useTestCatalog(ctx);
const SEARCH = '/api/product/customer/v1/products/search';
const SUGGEST = '/api/product/customer/v1/suggestion';

interface Card {
  id: number;
  title: string;
  category_id: number;
  price: { amount: number; currency: string };
  source_site: string;
}

async function search(payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: SEARCH, payload, headers });
}

async function categoryId(slug: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/content/customer/v1/nav-categories',
  });
  const all = res
    .json()
    .data.flatMap((r: { id: number; slug: string; children: object[] }) => [r, ...r.children]);
  return all.find((c: { slug: string }) => c.slug === slug).id;
}

describe('a catalog page served from the page cache', () => {
  // What the storefront sends with every call (its guest ids and region).
  const storefront = {
    'x-region': 'BD',
    'x-guest-id': 'guest-0123456789abcdef',
    'x-guest-session': 'session-0123456789abcdef',
  };

  it('runs no SQL and sets no cookie the second time a category page is asked for', async () => {
    const body = { category_id: await categoryId('backpacks'), sort: 'popular' };
    expect((await search(body, storefront)).statusCode).toBe(200);
    const query = vi.spyOn(ctx.database.pool, 'query');
    try {
      const again = await search(body, storefront);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.length).toBeGreaterThan(0);
      expect(query).not.toHaveBeenCalled();
      expect(again.headers['set-cookie']).toBeUndefined();
    } finally {
      query.mockRestore();
    }
  });

  it('sets no cookie on a product page either, while other GETs still hand out the XSRF token', async () => {
    const product = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/customer/v1/products/find/1',
      headers: storefront,
    });
    expect(product.headers['set-cookie']).toBeUndefined();
    const region = await ctx.app.inject({
      method: 'GET',
      url: '/api/core/customer/region/v1/current',
    });
    expect(region.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);
  });
});

describe('POST products/search', () => {
  it('finds products by keyword with facet counts and prices in the region currency', async () => {
    const res = await search({ keyword: 'backpack', per_page: 50 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.data.every((p: Card) => /backpack/i.test(p.title))).toBe(true);
    expect(body.data[0].price.currency).toBe('BDT');
    expect(body.pagination.total).toBe(
      body.facets.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0),
    );
    expect(body.facets.categories[0].name).toBe('Backpacks');
    expect(body.facets.source_sites.length).toBeGreaterThan(0);
    expect(body.facets.price.min.currency).toBe('BDT');
    expect(body.total_is_capped).toBe(false);
  });

  it('finds the same products for Bengali and Chinese words and says what it searched', async () => {
    const english = (await search({ keyword: 'backpack', per_page: 96 })).json();
    expect(english.searched_as).toBeNull();
    const ids = (body: { data: Card[] }) => body.data.map((p) => p.id).sort((a, b) => a - b);
    for (const keyword of ['ব্যাকপ্যাক', '双肩包']) {
      const res = await search({ keyword, per_page: 96 });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.searched_as).toBe('backpack');
      expect(ids(body)).toEqual(ids(english));
    }
    const suggested = await ctx.app.inject({
      method: 'GET',
      url: `${SUGGEST}/products?keyword=${encodeURIComponent('ব্যাকপ্যাক')}`,
    });
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json().data.length).toBeGreaterThan(0);
    expect(suggested.json().data.every((p: Card) => /backpack/i.test(p.title))).toBe(true);
  });

  it('sorts by price and filters by a price range given in the region currency', async () => {
    const all = (await search({ keyword: 'backpack', sort: 'price_asc', per_page: 96 })).json();
    const prices = all.data.map((p: Card) => p.price.amount);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const middle = prices[Math.floor(prices.length / 2)];
    const filtered = (
      await search({ keyword: 'backpack', sort: 'price_asc', min_price: middle, per_page: 96 })
    ).json();
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.length).toBeLessThan(all.data.length);
    expect(filtered.data.every((p: Card) => p.price.amount >= middle)).toBe(true);
  });

  it('browses a category without a keyword', async () => {
    const id = await categoryId('sneakers');
    const res = await search({ category_id: id, sort: 'popular' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.every((p: Card) => p.category_id === id)).toBe(true);
  });

  it('includes the subcategories when browsing a top category', async () => {
    const id = await categoryId('bags-luggage');
    const res = await search({ category_id: id });
    expect(res.json().data.length).toBeGreaterThan(0);
  });

  it('pages with a keyset cursor without repeating products', async () => {
    const first = (await search({ keyword: 'backpack', sort: 'price_desc', per_page: 3 })).json();
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (
      await search({
        keyword: 'backpack',
        sort: 'price_desc',
        per_page: 3,
        cursor: first.next_cursor,
      })
    ).json();
    const all = (await search({ keyword: 'backpack', sort: 'price_desc', per_page: 6 })).json();
    expect([...first.data, ...second.data].map((p: Card) => p.id)).toEqual(
      all.data.map((p: Card) => p.id),
    );
  });

  it('pages by page number too', async () => {
    const page2 = (
      await search({ keyword: 'backpack', sort: 'price_desc', per_page: 3, page: 2 })
    ).json();
    const all = (await search({ keyword: 'backpack', sort: 'price_desc', per_page: 6 })).json();
    expect(page2.data.map((p: Card) => p.id)).toEqual(all.data.slice(3).map((p: Card) => p.id));
  });

  it('still finds products when the keyword has a typo', async () => {
    const res = await search({ keyword: 'backpak' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(res.json().data.some((p: Card) => /backpack/i.test(p.title))).toBe(true);
  });

  it('refuses an empty keyword without a category', async () => {
    const res = await search({ keyword: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed' });
    expect(res.json().error.details[0].field).toBe('body.keyword');
  });

  it('refuses a keyword of 101 characters', async () => {
    const res = await search({ keyword: 'a'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('body.keyword');
  });

  it('accepts a keyword of exactly 100 characters', async () => {
    const res = await search({ keyword: 'b'.repeat(100) });
    expect(res.statusCode).toBe(200);
  });

  it('accepts 100 emoji: the limit counts characters, not UTF-16 units, as the web cuts', async () => {
    const res = await search({ keyword: '😀'.repeat(100) });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a keyword of 100 characters the web cut from a longer one', async () => {
    const res = await search({ keyword: cutKeyword(`${'a'.repeat(95)}👨‍👩‍👧${'👟'.repeat(10)}`) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses 101 emoji', async () => {
    const res = await search({ keyword: '😀'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('body.keyword');
  });

  it('refuses more than 3 filters with 422 naming them', async () => {
    const res = await search({
      keyword: 'backpack',
      category_id: await categoryId('backpacks'),
      min_price: 100,
      source_site: 'taobao',
      min_rating: 4,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('unprocessable');
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toEqual([
      'body.category_id',
      'body.price',
      'body.source_site',
      'body.min_rating',
    ]);
  });

  it('accepts exactly 3 filters', async () => {
    const res = await search({
      keyword: 'backpack',
      category_id: await categoryId('backpacks'),
      source_site: 'taobao',
      min_rating: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.every((p: Card) => p.source_site === 'taobao')).toBe(true);
  });

  it('refuses unknown fields, a bad sort and a foreign cursor', async () => {
    expect((await search({ keyword: 'bag', colour: 'red' })).statusCode).toBe(400);
    expect((await search({ keyword: 'bag', sort: 'cheapest' })).statusCode).toBe(400);
    const res = await search({ keyword: 'bag', cursor: 'garbage' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('body.cursor');
  });
});

describe('suggestions', () => {
  it('suggests products whose title words start with what was typed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${SUGGEST}/products?keyword=backp` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p: { title: string }) => /backp/i.test(p.title))).toBe(true);
    expect(data[0].price.currency).toBe('BDT');
  });

  it('cuts a long keyword to 100 characters instead of refusing it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${SUGGEST}/products?keyword=${'backpack '.repeat(20)}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('cuts a long emoji keyword by the shared rule, never splitting a character', () => {
    const typed = `a${'😀'.repeat(120)}`;
    const { keyword } = SuggestionQuerySchema.parse({ keyword: typed });
    expect(keyword).toBe(cutKeyword(typed));
    expect(keyword).toBe(`a${'😀'.repeat(99)}`);
  });

  it('lists top searches without a keyword', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${SUGGEST}/top-search?limit=5` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeLessThanOrEqual(5);
  });

  it('needs a keyword for product and term suggestions', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${SUGGEST}/terms` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('querystring.keyword');
  });
});
