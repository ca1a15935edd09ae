import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productCategories, products } from '../modules/catalog/tables.ts';
import { BUY, INVOICES, staff, type Shopper } from '../../test/orders-testbed.ts';
import { useParcelsTestbed } from '../../test/parcels-testbed.ts';

const bed = useParcelsTestbed();
const { ctx } = bed;

interface CategoryPrice {
  shipping_category_id: number;
  warehouse_id: number;
  region_code: string;
  slabs: {
    min_weight_grams: number;
    max_weight_grams: number | null;
    rate_per_kg: { amount: number };
  }[];
  min_charge: { amount: number };
}

const categories = { electronics: 0, apparel: 0, unmapped: 0, headphones: 0 };
let prices: CategoryPrice[] = [];
let warehouseId = 0;

beforeAll(async () => {
  const db = ctx.database.db;
  const key = `est-${process.pid}-${Date.now()}`;
  const [headphones] = await db
    .insert(productCategories)
    .values({ slug: `${key}-headphones`, name: 'Headphones', shippingCategorySlug: 'electronics' })
    .returning({ id: productCategories.id });
  const [unmapped] = await db
    .insert(productCategories)
    .values({ slug: `${key}-imported`, name: 'Imported' })
    .returning({ id: productCategories.id });
  categories.headphones = headphones!.id;
  categories.unmapped = unmapped!.id;
  const shipping = (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-core/customer/shipping-category/v1/shipping-categories?per_page=100',
    })
  ).json().data as { id: number; slug: string }[];
  categories.electronics = shipping.find((c) => c.slug === 'electronics')!.id;
  categories.apparel = shipping.find((c) => c.slug === 'apparel')!.id;
  prices = (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/shipping-agent/customer/rate/v1/category-prices',
    })
  ).json().data;
  const context = await ctx.app.inject({
    method: 'GET',
    url: '/api/context/customer/v1/ship-for-me?region=BD',
    headers: (await bed.shopper()).headers,
  });
  const warehouses = context.json().data.warehouses as { id: number; is_default: boolean }[];
  warehouseId = (warehouses.find((w) => w.is_default) ?? warehouses[0])!.id;
});

/** The air charge of `grams` at a category's BD rate from the default warehouse. */
function airCharge(shippingCategoryId: number, grams: number): number {
  const rate = prices.find(
    (p) =>
      p.shipping_category_id === shippingCategoryId &&
      p.warehouse_id === warehouseId &&
      p.region_code === 'BD',
  )!;
  const slab = rate.slabs.find(
    (s) =>
      grams >= s.min_weight_grams && (s.max_weight_grams === null || grams < s.max_weight_grams),
  )!;
  // Air cargo's multiplier is 1×, and 2,500 g is already a whole 100 g.
  return Math.max(rate.min_charge.amount, Math.round((grams * slab.rate_per_kg.amount) / 1000));
}

async function shopperWith(categoryId: number, weightGrams = 500): Promise<Shopper> {
  const s = await bed.shopper();
  await ctx.database.db
    .update(products)
    .set({
      categoryId,
      variations: sql`jsonb_set(${products.variations}, '{skus}', (
        select jsonb_agg(jsonb_set(sku, '{weight_grams}', to_jsonb(${weightGrams}::int)))
        from jsonb_array_elements(${products.variations}->'skus') sku))`,
    })
    .where(eq(products.id, s.product.id));
  return s;
}

const preview = (s: Shopper, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `${BUY}/checkout/batch`,
    headers: s.headers,
    payload: bed.checkoutBody(s, extra),
  });

describe('the shipping estimate at checkout', () => {
  it('estimates an electronics product at the electronics rate, whatever category the body names', async () => {
    const s = await shopperWith(categories.headphones);
    // The web used to send the first category (Apparel & Fashion) for everything.
    const res = await preview(s, { shipping_category_id: categories.apparel });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data;
    const expected = airCharge(categories.electronics, 2_500);
    expect(expected).not.toBe(airCharge(categories.apparel, 2_500));
    expect(summary.items[0].shipping).toEqual({
      shipping_category: { id: categories.electronics, name: 'Electronics' },
      weight_grams: 2_500,
      estimate: { amount: expected, currency: 'BDT' },
      unknown_reason: null,
    });
    expect(summary.shipping).toMatchObject({
      estimate: { amount: expected, currency: 'BDT' },
      unknown_count: 0,
    });
    expect(summary.grand_total.amount).toBe(summary.total.amount + expected);

    // The order keeps each product's own category and estimate.
    const order = await bed.placeOrder(s, { shipping_category_id: categories.apparel });
    expect(order.buy_products[0]).toMatchObject({
      shipping_estimate: { amount: expected, currency: 'BDT' },
      shipping_estimate_unknown: null,
    });
  });

  it('says why it cannot estimate: no category, no weight', async () => {
    const unplaced = await shopperWith(categories.unmapped);
    const res = await preview(unplaced, { shipping_category_id: null });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data;
    expect(summary.items[0].shipping).toMatchObject({
      shipping_category: null,
      estimate: null,
      unknown_reason: 'no_shipping_category',
    });
    expect(summary.shipping).toMatchObject({ estimate: { amount: 0 }, unknown_count: 1 });
    // It cannot be ordered without a category: the final charge needs one.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `${BUY}/place-order`,
      headers: unplaced.headers,
      payload: bed.checkoutBody(unplaced, { shipping_category_id: null }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('shipping_category_unknown');
    // The customer's choice covers the products the catalog cannot place.
    const chosen = await preview(unplaced, { shipping_category_id: categories.electronics });
    expect(chosen.json().data.items[0].shipping).toMatchObject({
      shipping_category: { id: categories.electronics },
      estimate: { amount: airCharge(categories.electronics, 2_500) },
      unknown_reason: null,
    });

    const weightless = await shopperWith(categories.headphones, 0);
    const light = (await preview(weightless, { shipping_category_id: null })).json().data;
    expect(light.items[0].shipping).toMatchObject({
      shipping_category: { id: categories.electronics },
      weight_grams: 0,
      estimate: null,
      unknown_reason: 'no_weight',
    });
    // Our warehouse weighs it, so it can be ordered; the order says the estimate is unknown.
    const order = await bed.placeOrder(weightless, { shipping_category_id: null });
    expect(order.buy_products[0]).toMatchObject({
      shipping_estimate: null,
      shipping_estimate_unknown: 'no_weight',
    });
  });

  it("shows checkout's estimate beside the final shipping charge on the parcel's invoice", async () => {
    const s = await shopperWith(categories.headphones);
    const order = await bed.placeOrder(s);
    const id = order.buy_products[0].id as number;
    expect((await bed.markPaid(order.invoice_id)).statusCode).toBe(201);
    for (const status of ['purchased', 'shipped_to_warehouse']) {
      expect((await bed.staffMove(id, status)).statusCode).toBe(200);
    }
    const received = await ctx.app.inject({
      method: 'PUT',
      url: `/api/buy-and-ship/admin/buy-product/v1/buy-products/${id}/receive`,
      headers: staff,
      payload: { weight_grams: 2_500, length_cm: 10, width_cm: 10, height_cm: 10, photo_ids: [5] },
    });
    expect(received.statusCode, received.body).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${INVOICES}/invoices?status=unpaid`,
      headers: s.headers,
    });
    const invoice = (
      list.json().data as {
        subject: { type: string };
        lines: { kind: string; amount: { amount: number }; estimated_at_checkout: unknown }[];
      }[]
    ).find((i) => i.subject.type === 'shipment_product')!;
    const line = invoice.lines.find((l) => l.kind === 'shipping')!;
    const estimate = airCharge(categories.electronics, 2_500);
    expect(line.estimated_at_checkout).toEqual({ amount: estimate, currency: 'BDT' });
    // Weighed as estimated, the final charge is at the same (electronics) rate.
    expect(line.amount.amount).toBe(estimate);
  });
});
