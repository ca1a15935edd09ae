import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { useTestCatalog } from '../../../test/catalog/catalog-fixture.ts';

const ctx = useTestApp();
useTestCatalog(ctx);
const SEARCH = '/api/product/customer/v1/products/search';

interface Card {
  id: number;
  price: { amount: number; currency: string };
}

async function bagsCategory(): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/content/customer/v1/nav-categories',
  });
  return res.json().data.find((c: { slug: string }) => c.slug === 'bags-luggage').id;
}

async function cards(region: string, filter: object): Promise<Card[]> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: SEARCH,
    payload: { category_id: await bagsCategory(), sort: 'price_asc', per_page: 96, ...filter },
    headers: { 'x-region': region },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/**
 * A customer filtering from a price to the same price wants exactly the products shown at it:
 * each bound is turned into CNY by inverting the rounding of the shown price, not the exact
 * rate, so none is dropped and none shown at another price slips in.
 */
describe.each([
  ['US', 'USD'],
  ['BD', 'BDT'],
])('a price filter in %s (%s)', (region, currency) => {
  it('keeps every product shown exactly at its bounds, and only those', async () => {
    const cheapest = await cards(region, {});
    expect(cheapest[0]?.price.currency).toBe(currency);
    const prices = [...new Set(cheapest.map((card) => card.price.amount))];
    // More prices than we check, so every product at a checked price is on this first page.
    expect(prices.length).toBeGreaterThan(12);
    const shown = prices.slice(0, 12);
    for (const amount of shown) {
      const expected = cheapest.filter((c) => c.price.amount === amount).map((c) => c.id);
      const found = await cards(region, { min_price: amount, max_price: amount });
      expect({ amount, ids: found.map((c) => c.id).sort() }).toEqual({
        amount,
        ids: [...expected].sort(),
      });
    }
  });
});
