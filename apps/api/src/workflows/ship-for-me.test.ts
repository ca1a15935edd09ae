import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceDemoData } from '../demo/commerce-demo.ts';
import { signInCustomer } from '../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../test/fake-identity.ts';
import { useTestApp } from '../../test/test-app.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }),
});
const ESTIMATE = '/api/shipping-core/customer/calculator/v1/estimate';
const CONTEXT = '/api/context/customer/v1/ship-for-me';

interface Slab {
  min_weight_grams: number;
  max_weight_grams: number | null;
  rate_per_kg: { amount: number; currency: string };
}
interface Price {
  shipping_category_id: number;
  warehouse_id: number;
  slabs: Slab[];
  min_charge: { amount: number };
}

let price: Price;
beforeAll(async () => {
  await loadCommerceDemoData(ctx.database.db);
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/shipping-agent/customer/rate/v1/category-prices?region=BD',
  });
  price = res.json().data[0];
});

function estimate(payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: ESTIMATE, payload, headers });
}

const box = () => ({
  weight_grams: 2_050,
  length_cm: 10,
  width_cm: 10,
  height_cm: 10,
  shipping_category_id: price.shipping_category_id,
  warehouse_id: price.warehouse_id,
  region: 'BD',
});

describe('shipping cost calculator', () => {
  it('prices a parcel for a guest by every method, worked out by hand', async () => {
    const res = await estimate(box());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ actual_weight_grams: 2_050, currency: 'BDT', region_code: 'BD' });
    // 10×10×10 cm = 200 g volumetric by air; the scale's 2 050 g wins → 2 100 g, the 1–5 kg slab.
    const perKg = price.slabs.find((s) => s.min_weight_grams === 1_000)!.rate_per_kg.amount;
    const base = Math.max(price.min_charge.amount, Math.round((2_100 * perKg) / 1_000));
    const byCode = Object.fromEntries(
      data.options.map((o: { method: { code: string } }) => [o.method.code, o]),
    );
    expect(byCode.air).toMatchObject({
      volumetric_weight_grams: 200,
      chargeable_weight_grams: 2_100,
      charge: { amount: base, currency: 'BDT' },
      eta: { min_days: 10, max_days: 15 },
    });
    // Express is the air price × 1.5; sea × 0.65 with the 6000 divisor (167 g).
    expect(byCode.express.charge.amount).toBe(Math.round(base * 1.5));
    expect(byCode.sea).toMatchObject({
      volumetric_weight_grams: 167,
      chargeable_weight_grams: 2_100,
    });
    expect(byCode.sea.charge.amount).toBe(Math.round((base * 65) / 100));
  });

  it('charges a bulky parcel by volume, with the divisor of each method', async () => {
    const res = await estimate({
      ...box(),
      weight_grams: 1_000,
      length_cm: 50,
      width_cm: 40,
      height_cm: 30,
    });
    const options = res.json().data.options as {
      method: { code: string };
      chargeable_weight_grams: number;
      charge: { amount: number };
    }[];
    const air = options.find((o) => o.method.code === 'air')!;
    const sea = options.find((o) => o.method.code === 'sea')!;
    expect(air.chargeable_weight_grams).toBe(12_000);
    expect(sea.chargeable_weight_grams).toBe(10_000);
    const heavy = price.slabs.find((s) => s.max_weight_grams === null)!.rate_per_kg.amount;
    expect(air.charge.amount).toBe(Math.max(price.min_charge.amount, 12 * heavy));
  });

  it('prices only the method asked for', async () => {
    const methods = await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-agent/customer/international/v1/shipping-methods?region=BD',
    });
    const sea = methods.json().data.find((m: { code: string }) => m.code === 'sea');
    const res = await estimate({ ...box(), shipping_method_id: sea.id });
    expect(res.json().data.options.map((o: { method: { id: number } }) => o.method.id)).toEqual([
      sea.id,
    ]);
    const unknown = await estimate({ ...box(), shipping_method_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.details[0].field).toBe('body.shipping_method_id');
  });

  it.each([
    ['a negative weight', { weight_grams: -5 }, 'body.weight_grams'],
    ['no weight', { weight_grams: 0 }, 'body.weight_grams'],
    ['over 300 kg', { weight_grams: 300_001 }, 'body.weight_grams'],
    ['a 0 cm side', { length_cm: 0 }, 'body.length_cm'],
    ['a side over 300 cm', { height_cm: 301 }, 'body.height_cm'],
    ['a fraction of a gram', { weight_grams: 10.5 }, 'body.weight_grams'],
    ['a huge width', { width_cm: 1e12 }, 'body.width_cm'],
  ])('refuses %s with 400', async (_name, change, field) => {
    const res = await estimate({ ...box(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe(field);
  });

  it('says clearly when the category or warehouse is unknown, or there is no rate', async () => {
    const category = await estimate({ ...box(), shipping_category_id: 999_999 });
    expect(category.statusCode).toBe(404);
    expect(category.json().error.message).toBe('Shipping category 999999 was not found.');
    const warehouse = await estimate({ ...box(), warehouse_id: 999_999 });
    expect(warehouse.statusCode).toBe(404);
    expect(warehouse.json().error.message).toBe('Warehouse 999999 was not found.');
    const region = await estimate({ ...box(), region: 'ZZ' });
    expect(region.statusCode).toBe(422);
    expect(region.json().error.details[0].field).toBe('body.region');
    // A region we serve, but not with this category from this warehouse.
    await ctx.database.pool.query(
      `DELETE FROM shipping_rates WHERE region_code = 'AE' AND warehouse_id = $1 AND shipping_category_id = $2`,
      [price.warehouse_id, price.shipping_category_id],
    );
    const none = await estimate({ ...box(), region: 'AE' });
    expect(none.statusCode).toBe(422);
    expect(none.json().error.code).toBe('no_shipping_rate');
  });
});

describe('Ship For Me context', () => {
  it('shows a guest the warehouses (China first), categories, methods and rules, no suite code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: CONTEXT });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.customer).toBeNull();
    expect(data.warehouses.length).toBeGreaterThan(0);
    expect(data.warehouses[0].country_code).toBe('CN');
    expect(data.shipping_categories.length).toBeGreaterThan(0);
    expect(data.shipping_methods.map((m: { code: string }) => m.code)).toContain('air');
    expect(data.rules).toMatchObject({ max_weight_grams: 300_000, max_side_cm: 300 });
    expect(data.rules.prohibited_items.map((i: { code: string }) => i.code)).toContain(
      'explosives',
    );
  });

  it('gives a signed-in customer a stable suite code and their warehouse address', async () => {
    const headers = signInCustomer(identity);
    const first = await ctx.app.inject({ method: 'GET', url: CONTEXT, headers });
    const again = await ctx.app.inject({ method: 'GET', url: CONTEXT, headers });
    expect(first.statusCode, first.body).toBe(200);
    const customer = first.json().data.customer;
    expect(customer.suite_code).toMatch(/^CP-\d{6,}$/);
    expect(again.json().data.customer.suite_code).toBe(customer.suite_code);
    const other = await ctx.app.inject({
      method: 'GET',
      url: CONTEXT,
      headers: signInCustomer(identity),
    });
    expect(other.json().data.customer.suite_code).not.toBe(customer.suite_code);
    const [address] = customer.warehouse_addresses;
    expect(address.warehouse_id).toBe(first.json().data.warehouses[0].id);
    expect(address.addressee).toContain(customer.suite_code);
    expect(address.line2).toContain(`Suite ${customer.suite_code}`);
  });
});

describe('calculator rate limit', () => {
  it('answers 429 after 60 estimates a minute from one client', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 61; i += 1) answers.push((await estimate(box())).statusCode);
    expect(answers.slice(0, 40).every((code) => code === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
