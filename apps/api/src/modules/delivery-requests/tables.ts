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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';
import { invoices } from '../invoices/tables.ts';

export const DELIVERY_REQUEST_STATUSES = [
  'requested',
  'dispatched',
  'delivered',
  'cancelled',
] as const;
export type DeliveryRequestStatus = (typeof DELIVERY_REQUEST_STATUSES)[number];
export const DELIVERY_ITEM_TYPES = ['buy_product', 'shipment_product'] as const;
export type DeliveryItemType = (typeof DELIVERY_ITEM_TYPES)[number];
/** Paid online before dispatch (the default), or in cash to the courier where it collects it. */
export const DELIVERY_PAYMENT_METHODS = ['prepaid', 'cash_on_delivery'] as const;
export type DeliveryPaymentMethod = (typeof DELIVERY_PAYMENT_METHODS)[number];

/** Where the goods go last: a copy of the address as it was when the customer asked. */
export interface DeliveryAddressSnapshot {
  id: number;
  name: string;
  phone: string;
  lines: string[];
  country_code: string;
}

/**
 * The last mile: goods that have arrived in the customer's country (buy products and
 * parcels alike), taken by a local courier to one address for one price.
 */
export const deliveryRequests = pgTable(
  'delivery_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 20 }).generatedAlwaysAs(
      sql`'DR-' || lpad(id::text, 8, '0')`,
    ),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).$type<DeliveryRequestStatus>().notNull(),
    address: jsonb('address').$type<DeliveryAddressSnapshot>().notNull(),
    courierCode: varchar('courier_code', { length: 40 }).notNull(),
    courierName: varchar('courier_name', { length: 100 }).notNull(),
    weightGrams: integer('weight_grams').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    note: text('note'),
    /** The local courier's consignment id, given when staff hand the goods over. */
    trackingNumber: varchar('tracking_number', { length: 60 }),
    /** The invoice of the delivery charge (none for a free delivery). */
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id, {
      onDelete: 'restrict',
    }),
    paymentMethod: varchar('payment_method', { length: 24 })
      .$type<DeliveryPaymentMethod>()
      .notNull()
      .default('prepaid'),
    /** Why staff dispatched it before its prepaid charge was paid (the override, recorded). */
    dispatchedUnpaidReason: text('dispatched_unpaid_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('delivery_requests_customer_idx').on(table.customerId, table.id.desc())],
);

export const deliveryRequestItems = pgTable(
  'delivery_request_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => deliveryRequests.id, { onDelete: 'cascade' }),
    itemType: varchar('item_type', { length: 20 }).$type<DeliveryItemType>().notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /** False once the request is cancelled: the item may then be asked for again. */
    open: boolean('open').notNull().default(true),
  },
  (table) => [
    index('delivery_request_items_request_idx').on(table.requestId),
    // One open request per item: two requests racing for the same parcel, one wins.
    uniqueIndex('delivery_request_items_open_item')
      .on(table.itemType, table.itemId)
      .where(sql`${table.open}`),
  ],
);
