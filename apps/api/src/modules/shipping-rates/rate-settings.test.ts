import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceDemoData } from '../../demo/commerce-demo.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { regions } from '../regions/tables.ts';
import { RATE_STAFF_BASE } from './index.ts';
import { shippingRates } from './tables.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
// A route of its own: test files share the database, and others quote BD's rates.
beforeAll(async () => {
  await loadCommerceDemoData(ctx.database.db);
  const [bd] = await ctx.database.db.select().from(shippingRates).limit(1);
  await ctx.database.db.insert(regions).values({
    code: 'ZR',
    name: 'Rates test',
    currencyCode: 'BDT',
    defaultLanguageCode: 'en',
    position: 98,
  });
  await ctx.database.db.insert(shippingRates).values({ ...bd!, id: undefined, regionCode: 'ZR' });
});

describe('shipping rate settings', () => {
  it('replaces a route’s slabs, which customers see at once, and refuses gaps and overlaps', async () => {
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${RATE_STAFF_BASE}?region_code=zr`,
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const rate = list.json().data[0];
    expect(rate.region_code).toBe('ZR');
    const put = (body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${RATE_STAFF_BASE}/${rate.id}`,
        headers: admin.headers,
        payload: body,
      });
    const slabs = [
      { min_grams: 0, max_grams: 1_000, per_kg: 75_000 },
      { min_grams: 1_000, max_grams: null, per_kg: 65_000 },
    ];
    const changed = await put({ slabs, min_charge: 30_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      slabs,
      min_charge: { amount: 30_000, currency: 'BDT' },
    });

    const prices = await ctx.app.inject({
      method: 'GET',
      url: `/api/shipping-agent/customer/rate/v1/category-prices?region=ZR&shipping_category_id=${rate.shipping_category_id}&warehouse_id=${rate.warehouse_id}`,
    });
    expect(prices.json().data[0].slabs[0].rate_per_kg).toEqual({ amount: 75_000, currency: 'BDT' });

    for (const bad of [
      [{ min_grams: 100, max_grams: null, per_kg: 1 }],
      [
        { min_grams: 0, max_grams: 1_000, per_kg: 1 },
        { min_grams: 900, max_grams: null, per_kg: 1 },
      ],
      [{ min_grams: 0, max_grams: 1_000, per_kg: 1 }],
    ]) {
      const res = await put({ slabs: bad, min_charge: 1 });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await put({ slabs, min_charge: 1 })).statusCode).toBe(200);
    const warehouse = await signInStaff(identity, ctx.database.db, ['warehouse']);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `${RATE_STAFF_BASE}/${rate.id}`,
      headers: warehouse.headers,
      payload: { slabs, min_charge: 1 },
    });
    expect(refused.json().error.code).toBe('not_permitted');
  });

  it('adds the rate of a route that had none, in the region’s currency, once', async () => {
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const [existing] = await ctx.database.db.select().from(shippingRates).limit(1);
    // Another category, read as customers do: through the categories module's own route.
    const categories = await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-core/customer/shipping-category/v1/shipping-categories?page=1&per_page=100',
    });
    const [other] = (categories.json().data as { id: number }[]).filter(
      (c) => c.id !== existing!.shippingCategoryId,
    );
    const post = (body: object, headers = admin.headers) =>
      ctx.app.inject({ method: 'POST', url: RATE_STAFF_BASE, headers, payload: body });
    const slabs = [{ min_grams: 0, max_grams: null, per_kg: 88_000 }];
    const route = {
      shipping_category_id: other!.id,
      warehouse_id: existing!.warehouseId,
      region_code: 'zr',
      slabs,
      min_charge: 20_000,
    };

    const added = await post(route);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      region_code: 'ZR',
      currency: 'BDT',
      slabs,
      min_charge: { amount: 20_000, currency: 'BDT' },
    });
    const prices = await ctx.app.inject({
      method: 'GET',
      url: `/api/shipping-agent/customer/rate/v1/category-prices?region=ZR&shipping_category_id=${other!.id}&warehouse_id=${existing!.warehouseId}`,
    });
    expect(prices.json().data[0].slabs[0].rate_per_kg).toEqual({ amount: 88_000, currency: 'BDT' });

    const again = await post(route);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('rate_exists');
    const nowhere = await post({ ...route, region_code: 'ZQ' });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().error.details[0].field).toBe('body.region_code');
    const noCategory = await post({ ...route, shipping_category_id: 999_999 });
    expect(noCategory.statusCode).toBe(422);
    expect(noCategory.json().error.details[0].field).toBe('body.shipping_category_id');
    const gap = await post({ ...route, slabs: [{ min_grams: 5, max_grams: null, per_kg: 1 }] });
    expect(gap.statusCode).toBe(400);
    const finance = await signInStaff(identity, ctx.database.db, ['finance']);
    expect((await post(route, finance.headers)).json().error.code).toBe('not_permitted');
  });
});
