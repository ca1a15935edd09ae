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
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';
import type { QuoteStatus, RfqActor, RfqStatus } from './state-machine.ts';

/** A price break: from `min_quantity` pieces on, each costs `unit_price` (minor units). */
export interface PriceTier {
  min_quantity: number;
  unit_price: number;
}

/**
 * A customer's request for quotation (spec §1): what they want sourced (a name or a link,
 * photos they uploaded), how many, at what price, where to and by when. The order it became
 * is linked by id (orders module), never joined.
 */
export const rfqRequests = pgTable(
  'rfq_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 20 }).generatedAlwaysAs(
      sql`'RQ-' || lpad(id::text, 8, '0')`,
    ),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    productUrl: varchar('product_url', { length: 2000 }),
    /** Uploads of the customer's (assets module). */
    imageIds: bigint('image_ids', { mode: 'number' }).array().notNull(),
    quantity: integer('quantity').notNull(),
    targetPrice: bigint('target_price', { mode: 'number' }),
    targetCurrency: varchar('target_currency', { length: 3 }),
    specifications: varchar('specifications', { length: 4000 }).notNull(),
    /** Where the goods go; the quotes are in this region's currency. */
    regionCode: varchar('region_code', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    status: varchar('status', { length: 16 }).$type<RfqStatus>().notNull(),
    declineReason: text('decline_reason'),
    /** Set once, with `status = ordered`: the quote chosen and the Buy-and-Ship order it made. */
    orderedQuoteId: bigint('ordered_quote_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rfq_requests_customer_idx').on(table.customerId, table.id.desc()),
    // Staff's queue: the requests in one status, newest first.
    index('rfq_requests_status_idx').on(table.status, table.id.desc()),
  ],
);

/** Staff's answer to a request: price tiers, the minimum order, shipping and validity. */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => rfqRequests.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    tiers: jsonb('tiers').$type<PriceTier[]>().notNull(),
    moq: integer('moq').notNull(),
    shippingEstimate: bigint('shipping_estimate', { mode: 'number' }).notNull(),
    /** How the goods would travel: the order's shipping method and category. */
    shippingMethodId: integer('shipping_method_id').notNull(),
    shippingCategoryId: integer('shipping_category_id').notNull(),
    unitWeightGrams: integer('unit_weight_grams').notNull(),
    sourceSite: varchar('source_site', { length: 64 }).notNull(),
    sourceUrl: varchar('source_url', { length: 2000 }),
    note: varchar('note', { length: 2000 }),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 16 }).$type<QuoteStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rfq_quotes_request_idx').on(table.requestId, table.id)],
);

/** The request's timeline: every status change, who made it and why. */
export const rfqRequestEvents = pgTable(
  'rfq_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => rfqRequests.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16 }).$type<RfqStatus>(),
    toStatus: varchar('to_status', { length: 16 }).$type<RfqStatus>().notNull(),
    actor: varchar('actor', { length: 16 }).$type<RfqActor>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rfq_request_events_request_idx').on(table.requestId, table.id)],
);
