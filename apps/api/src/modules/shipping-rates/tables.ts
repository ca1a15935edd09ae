import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { shippingCategories } from '../shipping-categories/tables.ts';
import { warehouses } from '../warehouses/tables.ts';

/** From `min_grams` up to `max_grams` (null: no upper end) a kilogram costs `per_kg`. */
export interface WeightSlab {
  min_grams: number;
  max_grams: number | null;
  per_kg: number;
}

/** Per-kg prices of a shipping category from a source warehouse to a destination region. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    shippingCategoryId: integer('shipping_category_id')
      .notNull()
      .references(() => shippingCategories.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    regionCode: varchar('region_code', { length: 2 }).notNull(),
    /** The destination region's currency; slab prices and the minimum are its minor units. */
    currency: varchar('currency', { length: 3 }).notNull(),
    slabs: jsonb('slabs').$type<WeightSlab[]>().notNull(),
    minCharge: bigint('min_charge', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('shipping_rates_route_key').on(
      table.shippingCategoryId,
      table.warehouseId,
      table.regionCode,
    ),
  ],
);

export const SHIPPING_METHOD_KINDS = ['air', 'express', 'sea'] as const;

/** An international shipping method to a region; its price is the category rate × multiplier. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
    regionCode: varchar('region_code', { length: 2 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<(typeof SHIPPING_METHOD_KINDS)[number]>().notNull(),
    rateMultiplierBps: integer('rate_multiplier_bps').notNull().default(10_000),
    etaMinDays: integer('eta_min_days').notNull(),
    etaMaxDays: integer('eta_max_days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('shipping_methods_region_code_key').on(table.regionCode, table.code)],
);

export const DELIVERY_OPTIONS = ['home_delivery', 'pickup_point'] as const;

/** A local courier that brings parcels from our destination warehouse to the customer. */
export const couriers = pgTable(
  'couriers',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
    regionCode: varchar('region_code', { length: 2 }).notNull(),
    deliveryOption: varchar('delivery_option', { length: 16 })
      .$type<(typeof DELIVERY_OPTIONS)[number]>()
      .notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    baseFee: bigint('base_fee', { mode: 'number' }).notNull(),
    perKgFee: bigint('per_kg_fee', { mode: 'number' }).notNull(),
    etaMinDays: integer('eta_min_days').notNull(),
    etaMaxDays: integer('eta_max_days').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('couriers_region_code_key').on(table.regionCode, table.code)],
);
