import {
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The first answer to a money-moving request, per caller, route and `Idempotency-Key`
 * (platform/idempotency.ts). `status_code` is null while the first request is in flight.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `identity:{uuid}` or `guest:{id}`: keys of two callers never collide. */
    caller: varchar('caller', { length: 80 }).notNull(),
    /** Method and route pattern: `POST /api/invoice/customer/invoice/v1/invoices/:id/pay`. */
    route: varchar('route', { length: 300 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 of params, query and body: a retry must send the same request. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    contentType: varchar('content_type', { length: 100 }),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_caller_route_key').on(table.caller, table.route, table.key),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
