import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';
import type { ClaimActor, ClaimStatus } from './state-machine.ts';

/** What a claim is about: a Ship For Me parcel or a Buy-and-Ship product, linked by id. */
export const CLAIM_SUBJECT_TYPES = ['shipment_product', 'buy_product'] as const;
export type ClaimSubjectType = (typeof CLAIM_SUBJECT_TYPES)[number];
export const CLAIM_REASONS = ['damaged', 'missing_item', 'wrong_item', 'other'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];
/** A claim (issue #14) or a Buy-and-Ship dispute (issue #15): one model serves both. */
export const CLAIM_KINDS = ['claim', 'dispute'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
/** What a disputing customer asks for. */
export const DISPUTE_RESOLUTIONS = ['refund', 'replacement'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

/**
 * A customer's claim on something delivered to them (damaged, missing, wrong), with photos and
 * an unboxing video they uploaded. The subject belongs to another module (shipments, orders)
 * and is linked by type and id, never joined.
 */
export const claims = pgTable(
  'claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: varchar('number', { length: 20 }).generatedAlwaysAs(
      sql`'CL-' || lpad(id::text, 8, '0')`,
    ),
    kind: varchar('kind', { length: 10 }).$type<ClaimKind>().notNull().default('claim'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    subjectType: varchar('subject_type', { length: 20 }).$type<ClaimSubjectType>().notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 20 }).$type<ClaimReason>().notNull(),
    description: varchar('description', { length: 2000 }).notNull(),
    /** Uploads of the customer's (assets module): photos, and at most one video. */
    photoIds: bigint('photo_ids', { mode: 'number' }).array().notNull(),
    videoId: bigint('video_id', { mode: 'number' }),
    status: varchar('status', { length: 20 }).$type<ClaimStatus>().notNull(),
    /** When the subject was delivered, as its timeline said when the claim was opened. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    /** Staff's word on an accepted or rejected claim; the customer reads it. */
    resolutionNote: text('resolution_note'),
    // Disputes only (null on claims): how many of the product's items are affected, what the
    // customer asks for, what was paid for those items and how much was refunded so far.
    quantity: integer('quantity'),
    requestedResolution: varchar('requested_resolution', {
      length: 12,
    }).$type<DisputeResolution>(),
    paidAmount: bigint('paid_amount', { mode: 'number' }),
    currency: varchar('currency', { length: 3 }),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('claims_customer_idx').on(table.customerId, table.id.desc()),
    // Staff's queue: the claims in one status, newest first.
    index('claims_status_idx').on(table.status, table.id.desc()),
    // At most one undecided claim per subject: two claims racing for one parcel, one wins.
    uniqueIndex('claims_undecided_subject')
      .on(table.subjectType, table.subjectId)
      .where(sql`${table.status} IN ('open', 'under_review', 'evidence_requested')`),
    // One dispute per item, ever: staff reopen it rather than a second one being opened.
    uniqueIndex('claims_one_dispute_per_subject')
      .on(table.subjectType, table.subjectId)
      .where(sql`${table.kind} = 'dispute'`),
    check(
      'claims_refund_within_paid',
      sql`${table.refundedAmount} >= 0 AND ${table.refundedAmount} <= coalesce(${table.paidAmount}, 0)`,
    ),
  ],
);

/** The claim's timeline: its opening and every decision, who made it and what they said. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 20 }).$type<ClaimStatus>(),
    toStatus: varchar('to_status', { length: 20 }).$type<ClaimStatus>().notNull(),
    actor: varchar('actor', { length: 16 }).$type<ClaimActor>().notNull(),
    note: text('note'),
    /** A refund staff granted with this move (minor units of the claim's currency). */
    amount: bigint('amount', { mode: 'number' }),
    /** Photos the customer added with this move (more evidence). */
    photoIds: bigint('photo_ids', { mode: 'number' }).array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('claim_events_claim_idx').on(table.claimId, table.id)],
);
