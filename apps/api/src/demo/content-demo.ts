import { sql } from 'drizzle-orm';
import { ContentBlocksSchema, contentEntries } from '../modules/content/index.ts';
import type { Database } from '../platform/database.ts';
import { DEMO_CONTENT } from './content-demo-data.ts';

/**
 * Publishes the demo content (every slug, English and Bengali, all regions) once, when the
 * installation has none: an operator's own content is never touched. Each entry goes through
 * the same block schema as staff's writes, so the demo cannot hold what staff could not.
 */
export async function loadDemoContent(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7140034)`);
    const [existing] = await tx.select({ id: contentEntries.id }).from(contentEntries).limit(1);
    if (existing) return 0;
    const publishAt = new Date('2026-01-01T00:00:00Z');
    await tx.insert(contentEntries).values(
      DEMO_CONTENT.map((entry) => ({
        slug: entry.slug,
        locale: entry.locale,
        regionCode: null,
        title: entry.title,
        blocks: ContentBlocksSchema.parse(entry.blocks),
        status: 'published' as const,
        publishAt,
        editedBy: 'demo',
      })),
    );
    return DEMO_CONTENT.length;
  });
}
