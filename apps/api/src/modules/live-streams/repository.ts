import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import {
  liveStreams,
  streamCategories,
  streamers,
  streamOffers,
  type StreamStatus,
} from './tables.ts';

export const FEED_PAGE_SIZE = 12;

export interface FeedFilter {
  engine: 'latest' | 'popular';
  type: 'all' | StreamStatus;
  categoryId?: number | undefined;
  streamerId?: number | undefined;
  leadId?: number | undefined;
  page: number;
}

const streamColumns = {
  ...getTableColumns(liveStreams),
  category: { id: streamCategories.id, slug: streamCategories.slug, name: streamCategories.name },
  streamer: {
    id: streamers.id,
    handle: streamers.handle,
    name: streamers.name,
    avatar: streamers.avatar,
  },
  offerCount: sql<number>`(select count(*)::int from ${streamOffers} o where o.stream_id = ${liveStreams.id})`,
};

export function createLiveStreamsRepository(db: Database) {
  const joined = () =>
    db
      .select(streamColumns)
      .from(liveStreams)
      .innerJoin(streamCategories, eq(streamCategories.id, liveStreams.categoryId))
      .innerJoin(streamers, eq(streamers.id, liveStreams.streamerId));

  return {
    async categories() {
      return db
        .select({
          ...getTableColumns(streamCategories),
          // Qualified by hand: in a one-table select Drizzle leaves `id` bare, which the
          // subquery would read as its own row's id.
          streamCount: sql<number>`(select count(*)::int from ${liveStreams} s where s.category_id = "stream_categories"."id")`,
        })
        .from(streamCategories)
        .orderBy(asc(streamCategories.position), asc(streamCategories.id));
    },

    async streamers() {
      return db.select().from(streamers).orderBy(asc(streamers.name), asc(streamers.id));
    },

    /** One page of the feed: live first, then by the engine's order. */
    async feed(filter: FeedFilter) {
      const where: SQL[] = [];
      if (filter.type !== 'all') where.push(eq(liveStreams.status, filter.type));
      if (filter.categoryId) where.push(eq(liveStreams.categoryId, filter.categoryId));
      if (filter.streamerId) where.push(eq(liveStreams.streamerId, filter.streamerId));
      const condition = where.length ? and(...where) : undefined;
      const order = [
        ...(filter.leadId ? [sql`${liveStreams.id} = ${filter.leadId} desc`] : []),
        sql`${liveStreams.status} = 'live' desc`,
        filter.engine === 'popular' ? desc(liveStreams.viewerCount) : desc(liveStreams.startedAt),
        desc(liveStreams.id),
      ];
      const [rows, [count]] = await Promise.all([
        joined()
          .where(condition)
          .orderBy(...order)
          .limit(FEED_PAGE_SIZE)
          .offset((filter.page - 1) * FEED_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(liveStreams)
          .where(condition),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async stream(id: number) {
      const [row] = await joined().where(eq(liveStreams.id, id));
      return row ?? null;
    },

    async offers(streamId: number) {
      return db
        .select({ productId: streamOffers.productId, shownAtSeconds: streamOffers.shownAtSeconds })
        .from(streamOffers)
        .where(eq(streamOffers.streamId, streamId))
        .orderBy(asc(streamOffers.position), asc(streamOffers.shownAtSeconds));
    },

    async create(write: {
      categoryId: number;
      streamerId: number;
      title: string;
      status: StreamStatus;
      hlsUrl: string;
      poster: string | null;
      startedAt: Date;
      offers: { productId: number; shownAtSeconds: number }[];
    }) {
      return db.transaction(async (tx) => {
        const { offers, ...stream } = write;
        const [saved] = await tx
          .insert(liveStreams)
          .values(stream)
          .returning({ id: liveStreams.id });
        if (offers.length)
          await tx
            .insert(streamOffers)
            .values(offers.map((offer, position) => ({ streamId: saved!.id, ...offer, position })));
        return saved!.id;
      });
    },

    async setStatus(id: number, status: StreamStatus) {
      const [row] = await db
        .update(liveStreams)
        .set({ status })
        .where(eq(liveStreams.id, id))
        .returning({ id: liveStreams.id });
      return row !== undefined;
    },

    async addStreamer(streamer: StreamerWrite) {
      const [row] = await db.insert(streamers).values(streamer).returning();
      return row!;
    },

    /** The streamer as changed; undefined when there is no such streamer. */
    async changeStreamer(id: number, streamer: StreamerWrite) {
      const [row] = await db
        .update(streamers)
        .set(streamer)
        .where(eq(streamers.id, id))
        .returning();
      return row;
    },

    async findStreamer(id: number) {
      const [row] = await db.select().from(streamers).where(eq(streamers.id, id));
      return row ?? null;
    },

    async addCategory(category: CategoryWrite) {
      const [row] = await db.insert(streamCategories).values(category).returning();
      return row!;
    },

    /** The category as changed; undefined when there is no such category. */
    async changeCategory(id: number, category: CategoryWrite) {
      const [row] = await db
        .update(streamCategories)
        .set(category)
        .where(eq(streamCategories.id, id))
        .returning();
      return row;
    },

    async findCategory(id: number) {
      const [row] = await db.select().from(streamCategories).where(eq(streamCategories.id, id));
      return row ?? null;
    },
  };
}

export type StreamerWrite = Pick<typeof streamers.$inferInsert, 'handle' | 'name' | 'avatar'>;
export type CategoryWrite = Pick<typeof streamCategories.$inferInsert, 'slug' | 'name'>;

export type LiveStreamsRepository = ReturnType<typeof createLiveStreamsRepository>;
