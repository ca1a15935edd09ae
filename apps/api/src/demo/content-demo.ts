import { sql } from 'drizzle-orm';
import { ContentBlocksSchema, contentEntries } from '../modules/content/index.ts';
import type { Database } from '../platform/database.ts';
import { DEMO_CONTENT } from './content-demo-data.ts';

/**
 * Publishes the demo content (every slug, English and Bengali, all regions) of each slug that
 * has no version yet: the first start gets all of it, a later release's new slug (About us,
 * FAQ, refund policy) gets its page, and a slug an operator has written is never touched. Each
 * entry goes through the same block schema as staff's writes, so the demo cannot hold what
 * staff could not.
 */
export async function loadDemoContent(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7140034)`);
    const written = new Set(
      (await tx.selectDistinct({ slug: contentEntries.slug }).from(contentEntries)).map(
        (row) => row.slug,
      ),
    );
    const missing = DEMO_CONTENT.filter((entry) => !written.has(entry.slug));
    if (missing.length === 0) return 0;
    const publishAt = new Date('2026-01-01T00:00:00Z');
    await tx.insert(contentEntries).values(
      missing.map((entry) => ({
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
    return missing.length;
  });
}
