import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';
import { buyProducts } from '../orders/tables.ts';
import type { ShipmentStatus } from './state-machine.ts';

/** Where the parcels of a request go: a copy of the address as it was when the customer asked. */
export interface DestinationSnapshot {
  id: number;
  name: string;
  phone: string;
  lines: string[];
  country_code: string;
}

/**
 * One Ship For Me request: the products a customer sends from one source warehouse to one
 * address by one shipping method. Its products move through the state machine one by one
 * (parcels from different shops arrive on different days).
 */
export const shipmentOrders = pgTable(
  'shipment_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 20 }).generatedAlwaysAs(
      sql`'SO-' || lpad(id::text, 8, '0')`,
    ),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    regionCode: varchar('region_code', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    shippingMethodId: integer('shipping_method_id').notNull(),
    destination: jsonb('destination').$type<DestinationSnapshot>().notNull(),
    /** The consignee's tax or national id, where the destination's customs ask for one. */
    taxId: varchar('tax_id', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipment_orders_customer_idx').on(table.customerId, table.id.desc())],
);

/** A product the customer bought elsewhere and sends through us: what customs and staff see. */
export const shipmentProducts = pgTable(
  'shipment_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 20 }).generatedAlwaysAs(
      sql`'SP-' || lpad(id::text, 8, '0')`,
    ),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => shipmentOrders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 300 }).notNull(),
    link: varchar('link', { length: 2000 }),
    imageIds: bigint('image_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    quantity: integer('quantity').notNull(),
    /** What the customer paid the shop, in the order's currency (customs declaration). */
    declaredValue: bigint('declared_value', { mode: 'number' }).notNull(),
    shippingCategoryId: integer('shipping_category_id').notNull(),
    hsCode: varchar('hs_code', { length: 6 }),
    addonServices: varchar('addon_services', { length: 32 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** What the customer declared it contains (batteries, liquids…): restrictions read it. */
    contents: varchar('contents', { length: 16 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Insured at its declared value; the premium is billed on the shipping invoice. */
    insured: boolean('insured').notNull().default(false),
    status: varchar('status', { length: 24 }).$type<ShipmentStatus>().notNull(),
    /** Where a held parcel stopped, so it resumes there; null unless on hold. */
    heldFrom: varchar('held_from', { length: 24 }).$type<ShipmentStatus>(),
    holdReason: text('hold_reason'),
    // What staff measured at the warehouse; null until received.
    weightGrams: integer('weight_grams'),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    chargeableWeightGrams: integer('chargeable_weight_grams'),
    photoIds: bigint('photo_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    /** The consolidation it is repacked into, while one is open or after it was confirmed. */
    consolidationId: bigint('consolidation_id', { mode: 'number' }),
    /** When staff received it: the storage window counts from here. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Days of storage fees already billed, so a rerun of the daily job bills nothing twice. */
    storageFeeDays: integer('storage_fee_days').notNull().default(0),
    /** The open invoice collecting its storage fees; a new one starts after it is paid. */
    storageInvoiceId: bigint('storage_invoice_id', { mode: 'number' }),
    /** Storage fees billed and not yet paid: the parcel does not leave until they are. */
    storageFeesDue: boolean('storage_fees_due').notNull().default(false),
    /** Storage notices already sent (`reminder`, `final_notice`): each goes out once. */
    storageNotices: varchar('storage_notices', { length: 16 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The Buy-and-Ship product this parcel carries home, when we bought it for the customer:
     * from our warehouse on it is a parcel like any other (storage, requests, consolidation),
     * and its buy product follows its moves.
     */
    buyProductId: bigint('buy_product_id', { mode: 'number' })
      .unique()
      .references(() => buyProducts.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipment_products_consolidation_idx').on(table.consolidationId),
    index('shipment_products_customer_idx').on(table.customerId, table.id.desc()),
    index('shipment_products_order_idx').on(table.orderId),
    index('shipment_products_status_idx').on(table.status),
    index('shipment_products_invoice_idx').on(table.invoiceId),
  ],
);

/** The shop courier's tracking id of a parcel on its way to our warehouse; it may have several. */
export const shipmentTrackings = pgTable(
  'shipment_trackings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => shipmentProducts.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull().default('abroad-courier-tracking'),
    trackingId: varchar('tracking_id', { length: 64 }).notNull(),
    carrier: varchar('carrier', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipment_trackings_product_idx').on(table.productId),
    index('shipment_trackings_tracking_idx').on(sql`upper(${table.trackingId})`),
  ],
);

/** The parcel's timeline: each move, tracking change, receipt and invoice, oldest first. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => shipmentProducts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    status: varchar('status', { length: 24 }).$type<ShipmentStatus>(),
    actor: varchar('actor', { length: 16 }).notNull(),
    note: text('note'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipment_events_product_idx').on(table.productId, table.id)],
);

export type ConsolidationStatus = 'requested' | 'repacked' | 'confirmed' | 'cancelled';

/**
 * Several of a customer's parcels waiting in one warehouse, repacked by staff into one box and
 * shipped as one: charged on the box's chargeable weight instead of each parcel's.
 */
export const shipmentConsolidations = pgTable(
  'shipment_consolidations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 20 }).generatedAlwaysAs(
      sql`'SC-' || lpad(id::text, 8, '0')`,
    ),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    regionCode: varchar('region_code', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    shippingMethodId: integer('shipping_method_id').notNull(),
    status: varchar('status', { length: 16 }).$type<ConsolidationStatus>().notNull(),
    /** What the parcels' shipping cost separately (minor units), for the saving. */
    separateShipping: bigint('separate_shipping', { mode: 'number' }).notNull(),
    /** Each parcel's own shipping (parcel id → minor units), as the customer saw it. */
    parcelShipping: jsonb('parcel_shipping').$type<Record<string, number>>().notNull(),
    // What staff measured after repacking; null until then.
    weightGrams: integer('weight_grams'),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    chargeableWeightGrams: integer('chargeable_weight_grams'),
    /** Shipping of the one box (minor units); null until repacked. */
    shipping: bigint('shipping', { mode: 'number' }),
    photoIds: bigint('photo_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipment_consolidations_customer_idx').on(table.customerId, table.id.desc()),
    index('shipment_consolidations_status_idx').on(table.status),
  ],
);

export type ParcelRequestStatus = 'open' | 'done' | 'declined';

/**
 * Work a customer asks of staff on a parcel in our warehouse: extra photos, a content check,
 * a special request (repack, remove shoe boxes…) or a measurement they think is wrong. Priced
 * ones are billed on an invoice of their own when asked; staff answer with a result.
 */
export const parcelRequests = pgTable(
  'parcel_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 20 }).generatedAlwaysAs(
      sql`'PR-' || lpad(id::text, 8, '0')`,
    ),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => shipmentProducts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).$type<ParcelRequestStatus>().notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    customerNote: text('customer_note'),
    staffNote: text('staff_note'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('parcel_requests_product_idx').on(table.productId, table.id),
    index('parcel_requests_status_idx').on(table.status, table.id),
  ],
);

/**
 * What may not travel (restrictions.ts): staff keep the rules as settings. A rule matches a
 * product by an HS code prefix or a declared content flag, on the methods and destinations it
 * names (every one when null). Inactive rules are kept, so a rule can come back as it was.
 */
export const restrictionRules = pgTable('restriction_rules', {
  code: varchar('code', { length: 40 }).primaryKey(),
  hsPrefixes: text('hs_prefixes')
    .array()
    .notNull()
    .default(sql`'{}'`),
  contents: text('contents')
    .array()
    .notNull()
    .default(sql`'{}'`),
  methods: text('methods').array(),
  regions: text('regions').array(),
  reason: text('reason').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
