import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * Who a coupon is for: everyone (listed to every customer of its region), or only the
 * customers it was given to (`coupon_customers`), whom alone it is listed to and works for.
 */
export const COUPON_AUDIENCES = ['public', 'customers'] as const;
export type CouponAudience = (typeof COUPON_AUDIENCES)[number];

/**
 * A coupon code. Percent coupons take `percent_bps` off the product subtotal (capped by
 * `max_discount`); fixed coupons take `amount` off. Money columns are minor units of
 * `currency`, which is the currency of `region_code`: a coupon with a fixed amount, a minimum
 * spend or a cap belongs to one region.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  description: text('description').notNull(),
  kind: varchar('kind', { length: 8 }).$type<CouponKind>().notNull(),
  percentBps: integer('percent_bps'),
  amount: bigint('amount', { mode: 'number' }),
  maxDiscount: bigint('max_discount', { mode: 'number' }),
  minSpend: bigint('min_spend', { mode: 'number' }),
  currency: varchar('currency', { length: 3 }),
  /** Null: every region (then only percent without cap or minimum). */
  regionCode: varchar('region_code', { length: 2 }),
  perCustomerLimit: integer('per_customer_limit'),
  /** Only for a customer who has placed no order before ("10 % off your first order"). */
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  /** Existing coupons were listed to everyone, so they stay public. */
  audience: varchar('audience', { length: 12 }).$type<CouponAudience>().notNull().default('public'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The customers a coupon of audience `customers` was given to. */
export const couponCustomers = pgTable(
  'coupon_customers',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    // A gift means nothing without its customer.
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  // Customer first: "the coupons given to me" is the read that runs on every listing.
  (table) => [primaryKey({ columns: [table.customerId, table.couponId] })],
);

/** One use of a coupon by a customer on an order; counts against the per-customer limit. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_redemptions_customer_idx').on(table.couponId, table.customerId)],
);
