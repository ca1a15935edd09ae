import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceDemoData } from '../../demo/commerce-demo.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { chargeableGrams, shippingCharge } from './service.ts';

const ctx = useTestApp();

beforeAll(async () => {
  await loadCommerceDemoData(ctx.database.db);
  // Running it again changes nothing.
  await loadCommerceDemoData(ctx.database.db);
});

interface CategoryPrice {
  shipping_category_id: number;
  warehouse_id: number;
  region_code: string;
  slabs: { min_weight_grams: number; rate_per_kg: { amount: number; currency: string } }[];
}

describe('shipping agent', () => {
  it('lists per-kg category prices by weight slab for the caller’s region', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-agent/customer/rate/v1/category-prices',
    });
    expect(res.statusCode).toBe(200);
    const prices: CategoryPrice[] = res.json().data;
    expect(prices.length).toBeGreaterThan(10);
    expect(new Set(prices.map((p) => p.region_code))).toEqual(new Set(['BD']));
    expect(prices[0]?.slabs.map((s) => s.min_weight_grams)).toEqual([0, 1000, 5000]);
    expect(prices[0]?.slabs[0]?.rate_per_kg.currency).toBe('BDT');
  });

  it('filters by region, warehouse and category', async () => {
    const all = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/shipping-agent/customer/rate/v1/category-prices?region=us',
      })
    ).json().data as CategoryPrice[];
    const one = all[0] as CategoryPrice;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/shipping-agent/customer/rate/v1/category-prices?region=US&warehouse_id=${one.warehouse_id}&shipping_category_id=${one.shipping_category_id}`,
    });
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0].slabs[1].rate_per_kg.currency).toBe('USD');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-agent/customer/rate/v1/category-prices?warehouse_id=abc',
    });
    expect(bad.json().error.details[0].field).toBe('querystring.warehouse_id');
  });

  it('lists international shipping methods with ETAs', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-agent/customer/international/v1/shipping-methods',
      headers: { 'x-region': 'GB' },
    });
    expect(res.json().data.map((m: { code: string }) => m.code)).toEqual(['air', 'express', 'sea']);
    expect(res.json().data[1]).toMatchObject({
      region_code: 'GB',
      kind: 'express',
      eta: { min_days: 5, max_days: 8 },
    });
  });

  it('charges by the started 100 g, at least the minimum, times the method multiplier', () => {
    expect(chargeableGrams(1)).toBe(100);
    expect(chargeableGrams(1001)).toBe(1100);
    const rate = {
      id: 1,
      shippingCategoryId: 1,
      warehouseId: 1,
      regionCode: 'BD',
      currency: 'BDT',
      slabs: [
        { min_grams: 0, max_grams: 1000, per_kg: 90_000 },
        { min_grams: 1000, max_grams: null, per_kg: 75_000 },
      ],
      minCharge: 37_500,
    };
    expect(shippingCharge(rate, 10_000, 200)).toEqual({ amount: 37_500, currency: 'BDT' });
    expect(shippingCharge(rate, 10_000, 1_950)).toEqual({ amount: 150_000, currency: 'BDT' });
    expect(shippingCharge(rate, 15_000, 1_950)).toEqual({ amount: 225_000, currency: 'BDT' });
  });
});
