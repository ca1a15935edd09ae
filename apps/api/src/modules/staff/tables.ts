import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../platform/permissions.ts';

/**
 * Who is staff and with which roles: identities of the identity service, kept here rather than
 * in the identity's metadata so a role change is audited in the API's own transaction.
 */
export const staffMembers = pgTable('staff_members', {
  identityId: uuid('identity_id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  roles: text('roles').array().$type<StaffRole[]>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who last changed the membership: an admin's email, or `demo` for the seeded accounts. */
  updatedBy: varchar('updated_by', { length: 254 }).notNull(),
});

export const STAFF_ACTOR_KINDS = ['staff', 'machine'] as const;
export type StaffActorKind = (typeof STAFF_ACTOR_KINDS)[number];

/**
 * Every change staff made through the staff API, one row per request. Append-only: a trigger
 * (migration 0040) refuses UPDATE, DELETE and TRUNCATE, so not even the API can rewrite it.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: varchar('actor_kind', { length: 8 }).$type<StaffActorKind>().notNull(),
    actorIdentityId: uuid('actor_identity_id'),
    actorEmail: varchar('actor_email', { length: 254 }),
    actorRoles: text('actor_roles')
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{}'`),
    permission: varchar('permission', { length: 64 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    /** The route as declared (`/…/payments/:id/approve`); `path` is what was called. */
    route: varchar('route', { length: 300 }).notNull(),
    path: varchar('path', { length: 2000 }).notNull(),
    /** The object acted on: the route's parameters. */
    object: jsonb('object').$type<Record<string, string>>().notNull(),
    /** The object before the change, where its route declares how to read it. */
    before: jsonb('before'),
    /** What staff asked for (the request body) and what it became (the response body). */
    request: jsonb('request'),
    response: jsonb('response'),
    status: integer('status').notNull(),
    clientAddress: varchar('client_address', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 500 }),
  },
  (table) => [
    index('staff_audit_log_actor_idx').on(table.actorEmail, table.id),
    index('staff_audit_log_permission_idx').on(table.permission, table.id),
  ],
);
