import { sql } from 'drizzle-orm';
import {
  liveStreams,
  streamCategories,
  streamers,
  streamOffers,
} from '../modules/live-streams/index.ts';
import type { Database } from '../platform/database.ts';

const MINUTE = 60_000;

/** Categories of the demo's streams and the catalog categories their offers come from. */
const CATEGORIES = [
  { slug: 'fashion', name: 'Fashion', from: ['dresses', 'handbags', 'sneakers'] },
  { slug: 'electronics', name: 'Electronics', from: ['headphones', 'smart-watches', 'chargers'] },
  { slug: 'home', name: 'Home and living', from: ['lighting', 'storage', 'cookware'] },
];

const STREAMERS = [
  { handle: 'lin-guangzhou', name: 'Lin from Guangzhou' },
  { handle: 'yiwu-gadget-desk', name: 'Yiwu Gadget Desk' },
  { handle: 'home-finds-daily', name: 'Home Finds Daily' },
];

/**
 * Demo streams play short HLS clips the project made itself (apps/web/public/streams/, made
 * with ffmpeg once and committed: a test pattern, 6 seconds, H.264), so the live page works
 * offline and in CI. Loaded once, when there are no streams.
 */
const STREAMS = [
  {
    title: 'Autumn dresses and bags, live from our Guangzhou studio',
    category: 0,
    streamer: 0,
    status: 'live',
    clip: 'fashion',
    startedMinutesAgo: 25,
    viewers: 1240,
  },
  {
    title: 'Headphones under ৳3,000: we test them live',
    category: 1,
    streamer: 1,
    status: 'live',
    clip: 'gadgets',
    startedMinutesAgo: 12,
    viewers: 860,
  },
  {
    title: 'Kitchen and storage finds of the week',
    category: 2,
    streamer: 2,
    status: 'replay',
    clip: 'fashion',
    startedMinutesAgo: 60 * 26,
    viewers: 3120,
  },
  {
    title: 'Smart watches compared: battery, screen, straps',
    category: 1,
    streamer: 1,
    status: 'replay',
    clip: 'gadgets',
    startedMinutesAgo: 60 * 50,
    viewers: 5400,
  },
] as const;

export async function loadDemoLiveStreams(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7140039)`);
    const [existing] = await tx.select({ id: liveStreams.id }).from(liveStreams).limit(1);
    if (existing) return 0;
    const categories = await tx
      .insert(streamCategories)
      .values(CATEGORIES.map(({ slug, name }, position) => ({ slug, name, position })))
      .onConflictDoNothing()
      .returning({ id: streamCategories.id, slug: streamCategories.slug });
    const hosts = await tx
      .insert(streamers)
      .values(STREAMERS)
      .onConflictDoNothing()
      .returning({ id: streamers.id, handle: streamers.handle });
    if (categories.length !== CATEGORIES.length || hosts.length !== STREAMERS.length) return 0;
    let made = 0;
    for (const [index, stream] of STREAMS.entries()) {
      const category = CATEGORIES[stream.category]!;
      const picked = await tx.execute<{ id: string }>(sql`
        select p.id from products p join product_categories c on c.id = p.category_id
         where c.slug in (${sql.join(
           category.from.map((slug) => sql`${slug}`),
           sql`, `,
         )})
         order by p.sales_count desc, p.id offset ${index * 4} limit 4`);
      if (!picked.rows.length) continue;
      const [saved] = await tx
        .insert(liveStreams)
        .values({
          categoryId: categories.find((c) => c.slug === category.slug)!.id,
          streamerId: hosts.find((h) => h.handle === STREAMERS[stream.streamer]!.handle)!.id,
          title: stream.title,
          status: stream.status,
          hlsUrl: `/streams/${stream.clip}/index.m3u8`,
          poster: `/streams/${stream.clip}/poster.jpg`,
          viewerCount: stream.viewers,
          startedAt: new Date(now.getTime() - stream.startedMinutesAgo * MINUTE),
        })
        .returning({ id: liveStreams.id });
      await tx.insert(streamOffers).values(
        picked.rows.map((row, position) => ({
          streamId: saved!.id,
          productId: Number(row.id),
          shownAtSeconds: position * 90,
          position,
        })),
      );
      made += 1;
    }
    return made;
  });
}
