import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';
import type { ChannelChoices, NotificationLanguage } from './events.ts';

export type EmailStatus = 'none' | 'queued' | 'sent' | 'skipped' | 'failed';
/** A push: `queued` for the push worker, `sent` to every device (or none left), or `failed`. */
export type PushStatus = 'none' | 'queued' | 'sent' | 'failed';

/**
 * What we tell a customer: shown in the app (unless the customer turned the in-app channel
 * off for its event), emailed when `email_status` starts `queued`, pushed to the customer's
 * devices when `push_status` starts `queued`. The row is the outbox of both: written in the
 * transaction that decided to tell, then delivered by the worker's `deliver-notification-emails`
 * and `deliver-notification-push` jobs, so a rolled-back decision sends nothing and a
 * committed one is sent even if the process dies right after.
 */
export const customerNotifications = pgTable(
  'customer_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    /** Where the app takes the customer ("/my-parcel/SP-00000012"). */
    link: varchar('link', { length: 300 }),
    /** The language the title and body were written in (the customer's, when templated). */
    language: varchar('language', { length: 2 })
      .$type<NotificationLanguage>()
      .notNull()
      .default('en'),
    /** False when the customer turned the in-app channel off for this event: not in the feed. */
    inApp: boolean('in_app').notNull().default(true),
    emailStatus: varchar('email_status', { length: 8 }).$type<EmailStatus>().notNull(),
    emailAttempts: integer('email_attempts').notNull().default(0),
    pushStatus: varchar('push_status', { length: 8 }).$type<PushStatus>().notNull().default('none'),
    pushAttempts: integer('push_attempts').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_notifications_customer_idx').on(table.customerId, table.id.desc()),
    index('customer_notifications_email_idx').on(table.emailStatus, table.id),
    index('customer_notifications_push_idx')
      .on(table.id)
      .where(sql`${table.pushStatus} = 'queued'`),
  ],
);

/**
 * A customer's notification settings: the email language and, per event type, the channels
 * they changed from the defaults (events.ts); no row means every default.
 */
export const notificationSettings = pgTable('notification_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 2 })
    .$type<NotificationLanguage>()
    .notNull()
    .default('en'),
  channels: jsonb('channels').$type<ChannelChoices>().notNull().default({}),
  /** The stable id the identity's public metadata names the subscriber by (spec §3). */
  subscriberId: varchar('subscriber_id', { length: 40 })
    .notNull()
    .unique()
    .default(sql`('cps_' || replace(gen_random_uuid()::text, '-', ''))`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's Web Push subscription (one device of a customer); the endpoint is the device. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: varchar('endpoint', { length: 1000 }).notNull().unique(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_customer_idx').on(table.customerId)],
);

/**
 * The development VAPID key pair, made once when VAPID_* are unset so the API (which hands
 * browsers the public key) and the worker (which signs with the private key) agree.
 * Production sets VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY and this table stays empty.
 */
export const devVapidKeys = pgTable('dev_vapid_keys', {
  id: smallint('id').primaryKey(),
  publicKey: varchar('public_key', { length: 200 }).notNull(),
  privateKey: varchar('private_key', { length: 100 }).notNull(),
});
