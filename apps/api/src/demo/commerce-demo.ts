import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { coupons } from '../modules/discounts/tables.ts';
import { regions } from '../modules/regions/tables.ts';
import { shippingCategories } from '../modules/shipping-categories/tables.ts';
import { couriers, shippingMethods, shippingRates } from '../modules/shipping-rates/tables.ts';
import { warehouses } from '../modules/warehouses/tables.ts';

const DAY_MS = 86_400_000;

/** Per-kg price (minor units of the region currency) for 1–5 kg of ordinary goods. */
const basePerKg: Record<string, number> = {
  BD: 75_000,
  IN: 60_000,
  US: 1_200,
  GB: 1_000,
  AU: 1_600,
  AE: 4_000,
};

/** Dearer goods to carry: batteries need special handling, electronics are insured. */
const categoryFactorBps: Record<string, number> = {
  electronics: 13_000,
  'battery-items': 15_000,
  'phones-tablets': 14_000,
  'home-living': 11_000,
  furniture: 12_500,
  'beauty-health': 11_500,
};

const methods = [
  { code: 'air', name: 'Air cargo', kind: 'air', rateMultiplierBps: 10_000, eta: [10, 15] },
  { code: 'express', name: 'Express air', kind: 'express', rateMultiplierBps: 15_000, eta: [5, 8] },
  { code: 'sea', name: 'Sea freight', kind: 'sea', rateMultiplierBps: 6_500, eta: [35, 50] },
] as const;

const regionCouriers: Record<
  string,
  [
    code: string,
    name: string,
    option: 'home_delivery' | 'pickup_point',
    base: number,
    perKg: number,
    eta: [number, number],
  ][]
> = {
  BD: [
    ['pathao', 'Pathao Courier', 'home_delivery', 6_000, 2_000, [1, 3]],
    ['redx', 'RedX', 'home_delivery', 5_500, 2_500, [2, 4]],
    ['sundarban', 'Sundarban Courier (pick up)', 'pickup_point', 4_000, 1_500, [2, 5]],
  ],
  IN: [
    ['delhivery', 'Delhivery', 'home_delivery', 5_000, 2_000, [2, 5]],
    ['bluedart', 'Blue Dart', 'home_delivery', 8_000, 3_000, [1, 3]],
  ],
  US: [
    ['usps', 'USPS Ground Advantage', 'home_delivery', 599, 150, [2, 5]],
    ['ups', 'UPS Access Point', 'pickup_point', 499, 120, [3, 6]],
  ],
  GB: [['royal-mail', 'Royal Mail Tracked 48', 'home_delivery', 399, 100, [2, 3]]],
  AU: [['auspost', 'Australia Post Parcel', 'home_delivery', 995, 250, [2, 6]]],
  AE: [['aramex', 'Aramex', 'home_delivery', 1_500, 500, [1, 2]]],
};

/**
 * Demo commerce data: shipping rates, methods and couriers for every region, and coupons
 * (WELCOME10 among them). Idempotent: rows that exist are left alone, so it can run on every
 * start and from tests at once.
 */
export async function loadCommerceDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7140502)`);
    const regionRows = await tx.select().from(regions);
    const categoryRows = await tx.select().from(shippingCategories);
    const warehouseRows = await tx.select().from(warehouses);
    const slugById = new Map(categoryRows.map((c) => [c.id, c.slug]));

    const rates = regionRows.flatMap((region) => {
      const base = basePerKg[region.code];
      if (!base) return [];
      return warehouseRows.flatMap((warehouse, w) =>
        categoryRows.map((category) => {
          const parentSlug = category.parentId ? slugById.get(category.parentId) : undefined;
          const factor =
            categoryFactorBps[category.slug] ??
            (parentSlug ? categoryFactorBps[parentSlug] : undefined) ??
            10_000;
          // The second warehouse is a little further from the ports.
          const perKg = Math.round((base * factor * (w === 0 ? 1 : 1.05)) / 10_000);
          return {
            shippingCategoryId: category.id,
            warehouseId: warehouse.id,
            regionCode: region.code,
            currency: region.currencyCode,
            slabs: [
              { min_grams: 0, max_grams: 1_000, per_kg: Math.round(perKg * 1.2) },
              { min_grams: 1_000, max_grams: 5_000, per_kg: perKg },
              { min_grams: 5_000, max_grams: null, per_kg: Math.round(perKg * 0.85) },
            ],
            minCharge: Math.round(perKg / 2),
          };
        }),
      );
    });
    for (let i = 0; i < rates.length; i += 500) {
      await tx
        .insert(shippingRates)
        .values(rates.slice(i, i + 500))
        .onConflictDoNothing();
    }

    const methodRows = regionRows.flatMap((region) =>
      methods.map((m, position) => ({
        code: m.code,
        name: m.name,
        regionCode: region.code,
        kind: m.kind,
        rateMultiplierBps: m.rateMultiplierBps,
        etaMinDays: m.eta[0],
        etaMaxDays: m.eta[1],
        position,
      })),
    );
    if (methodRows.length)
      await tx.insert(shippingMethods).values(methodRows).onConflictDoNothing();

    const courierRows = regionRows.flatMap((region) =>
      (regionCouriers[region.code] ?? []).map(
        ([code, name, option, base, perKg, eta], position) => ({
          code,
          name,
          regionCode: region.code,
          deliveryOption: option,
          currency: region.currencyCode,
          baseFee: base,
          perKgFee: perKg,
          etaMinDays: eta[0],
          etaMaxDays: eta[1],
          position,
        }),
      ),
    );
    if (courierRows.length) await tx.insert(couriers).values(courierRows).onConflictDoNothing();

    const now = Date.now();
    await tx
      .insert(coupons)
      .values([
        {
          code: 'WELCOME10',
          description: '10 % off your first order',
          kind: 'percent',
          percentBps: 1_000,
          perCustomerLimit: 1,
          firstOrderOnly: true,
        },
        {
          code: 'BD500',
          description: '৳500 off orders of ৳5,000 or more',
          kind: 'fixed',
          amount: 50_000,
          minSpend: 500_000,
          currency: 'BDT',
          regionCode: 'BD',
          perCustomerLimit: 3,
          expiresAt: new Date(now + 365 * DAY_MS),
        },
        {
          code: 'AU15',
          description: '15 % off, up to A$30, on orders of A$100 or more',
          kind: 'percent',
          percentBps: 1_500,
          maxDiscount: 3_000,
          minSpend: 10_000,
          currency: 'AUD',
          regionCode: 'AU',
        },
        {
          code: 'SUMMER5',
          description: '5 % off (last summer)',
          kind: 'percent',
          percentBps: 500,
          startsAt: new Date(now - 120 * DAY_MS),
          expiresAt: new Date(now - 30 * DAY_MS),
        },
      ])
      .onConflictDoNothing();
  });
}
