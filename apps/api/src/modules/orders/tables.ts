import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';
import type { Actor, BuyProductStatus } from './state-machine.ts';

/** The delivery address as it was when the order was placed. */
export interface AddressSnapshot {
  id: number;
  country_code: string;
  name: string;
  phone: string;
  fields: Record<string, string>;
}

export interface ShippingSnapshot {
  method_id: number;
  method_code: string;
  method_name: string;
  shipping_category_id: number;
  warehouse_id: number;
  eta_min_days: number;
  eta_max_days: number;
}

/** One SKU of a buy product; `unit_price` in the order currency, `source_price` in CNY fen. */
export interface BuyVariation {
  id: number;
  sku_id: string;
  properties: { name: string; value: string }[];
  quantity: number;
  unit_price: number;
  source_price: number;
  cancelled: boolean;
}

/** A Buy-and-Ship order: the customer's checkout of selected cart items. */
export const buyOrders = pgTable(
  'buy_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 20 }).generatedAlwaysAs(
      sql`'BO-' || lpad(id::text, 8, '0')`,
    ),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    regionCode: varchar('region_code', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    shipping: jsonb('shipping').$type<ShippingSnapshot>().notNull(),
    couponCode: varchar('coupon_code', { length: 32 }),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    /** International shipping, estimated now and invoiced when the parcel is weighed. */
    shippingEstimate: bigint('shipping_estimate', { mode: 'number' }).notNull(),
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    note: text('note'),
    /** The RFQ quote this order was placed from (rfq module), null for a cart checkout. */
    rfqQuoteId: bigint('rfq_quote_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('buy_orders_customer_idx').on(table.customerId, table.id.desc()),
    // One order per quote, whatever races: the database's word on "exactly once".
    uniqueIndex('buy_orders_rfq_quote').on(table.rfqQuoteId),
  ],
);

/** One product of an order, bought at the source and moved along the state machine. */
export const buyProducts = pgTable(
  'buy_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 20 }).generatedAlwaysAs(
      sql`'BP-' || lpad(id::text, 8, '0')`,
    ),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => buyOrders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    image: text('image'),
    sourceSite: varchar('source_site', { length: 64 }).notNull(),
    sourceUrl: text('source_url').notNull(),
    shopName: text('shop_name'),
    status: varchar('status', { length: 32 }).$type<BuyProductStatus>().notNull(),
    variations: jsonb('variations').$type<BuyVariation[]>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /**
     * The product's own shipping category and what checkout estimated for shipping it home
     * (null with the reason when it could not be estimated); null on older rows, which use
     * the order's category.
     */
    shippingCategoryId: integer('shipping_category_id'),
    shippingEstimate: bigint('shipping_estimate', { mode: 'number' }),
    shippingEstimateUnknown: varchar('shipping_estimate_unknown', { length: 32 }),
    cancelReason: text('cancel_reason'),
    // What staff measured when it reached our warehouse abroad (issue #14); null before.
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedWeightGrams: integer('received_weight_grams'),
    receivedLengthCm: integer('received_length_cm'),
    receivedWidthCm: integer('received_width_cm'),
    receivedHeightCm: integer('received_height_cm'),
    warehousePhotoIds: bigint('warehouse_photo_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The parcel it ships home as, made when our warehouse received it (its id and number,
     * fixed from then): it moves with that parcel from here on.
     */
    parcelId: bigint('parcel_id', { mode: 'number' }),
    parcelNumber: varchar('parcel_number', { length: 20 }),
    /**
     * What purchasing recorded when they bought it at the source shop: the shop's order id and
     * what we paid, in the product's currency. Staff-only: never in a customer's answer.
     */
    sourceOrderId: varchar('source_order_id', { length: 64 }),
    sourceCostAmount: bigint('source_cost_amount', { mode: 'number' }),
    sourceCostCurrency: varchar('source_cost_currency', { length: 3 }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('buy_products_customer_status_idx').on(table.customerId, table.status, table.id.desc()),
    // Staff's work queues: the products in one status, oldest first.
    index('buy_products_status_idx').on(table.status, table.id),
    index('buy_products_order_idx').on(table.orderId),
  ],
);

/** The tracking timeline: every status change of a buy product, who made it and why. */
export const buyProductEvents = pgTable(
  'buy_product_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyProductId: bigint('buy_product_id', { mode: 'number' })
      .notNull()
      .references(() => buyProducts.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 32 }).$type<BuyProductStatus>(),
    toStatus: varchar('to_status', { length: 32 }).$type<BuyProductStatus>().notNull(),
    actor: varchar('actor', { length: 16 }).$type<Actor>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('buy_product_events_product_idx').on(table.buyProductId, table.id)],
);

export const BUY_ACTION_KINDS = ['price_change', 'quantity_change', 'out_of_stock'] as const;
export type BuyActionKind = (typeof BUY_ACTION_KINDS)[number];
export const BUY_ACTION_STATUSES = [
  'pending',
  'accepted',
  'alternative_chosen',
  'cancelled',
  'refund_requested',
] as const;
export type BuyActionStatus = (typeof BUY_ACTION_STATUSES)[number];

/**
 * What staff propose: per SKU a new price and/or the pieces available; alternatives to pick.
 * The `previous_*` prices and quantities and the product totals are written when the action
 * is raised, so its history keeps both sides of the change once the product has the new ones
 * (absent on actions raised before they were kept).
 */
export interface BuyActionProposal {
  variations: {
    sku_id: string;
    unit_price?: number;
    available_quantity?: number;
    previous_unit_price?: number;
    previous_quantity?: number;
  }[];
  alternatives: { sku_id: string; description: string; unit_price: number }[];
  product_total_before?: number;
  product_total_after?: number;
}

/** "Action needed": something changed at the source and the customer must decide. */
export const buyActions = pgTable(
  'buy_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyProductId: bigint('buy_product_id', { mode: 'number' })
      .notNull()
      .references(() => buyProducts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 24 }).$type<BuyActionKind>().notNull(),
    status: varchar('status', { length: 24 }).$type<BuyActionStatus>().notNull().default('pending'),
    message: text('message').notNull(),
    proposal: jsonb('proposal').$type<BuyActionProposal>().notNull(),
    /** The status the product goes back to when the customer accepts. */
    resumeStatus: varchar('resume_status', { length: 32 }).$type<BuyProductStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('buy_actions_customer_idx').on(table.customerId, table.status, table.id.desc()),
  ],
);
