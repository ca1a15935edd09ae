import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from '../catalog/tables.ts';

export type StreamStatus = 'live' | 'replay' | 'scheduled';

/** What a stream sells (Fashion, Electronics…): the live page's tabs. */
export const streamCategories = pgTable('stream_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  position: integer('position').notNull().default(0),
});

/** Who presents a stream: a shop's host or one of our buyers. */
export const streamers = pgTable('streamers', {
  id: serial('id').primaryKey(),
  handle: varchar('handle', { length: 60 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  avatar: varchar('avatar', { length: 300 }),
});

/** A live or recorded stream and where its HLS playlist is. */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => streamCategories.id),
    streamerId: integer('streamer_id')
      .notNull()
      .references(() => streamers.id),
    title: varchar('title', { length: 160 }).notNull(),
    status: varchar('status', { length: 10 }).$type<StreamStatus>().notNull(),
    /** An HLS playlist: a site path (`/live/…/index.m3u8`) or an https URL. */
    hlsUrl: varchar('hls_url', { length: 500 }).notNull(),
    poster: varchar('poster', { length: 300 }),
    viewerCount: integer('viewer_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_streams_feed_idx').on(table.status, table.startedAt.desc()),
    index('live_streams_category_idx').on(table.categoryId),
  ],
);

/** A product offered during a stream, and the moment (seconds in) the host shows it. */
export const streamOffers = pgTable(
  'stream_offers',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shownAtSeconds: integer('shown_at_seconds').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.streamId, table.productId] })],
);
