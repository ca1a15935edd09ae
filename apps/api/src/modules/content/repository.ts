import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { contentEntries, type ContentStatus } from './tables.ts';

export type ContentEntryRow = typeof contentEntries.$inferSelect;

export function createContentRepository(db: Database) {
  return {
    /**
     * Per slug, the version a page sees now: published and due, the caller's region before
     * the all-regions version, the caller's language before English, then the newest.
     */
    async live(
      slugs: string[],
      locale: string,
      regionCode: string | null,
      now: Date,
    ): Promise<ContentEntryRow[]> {
      if (slugs.length === 0) return [];
      const t = contentEntries;
      return db
        .selectDistinctOn([t.slug])
        .from(t)
        .where(
          and(
            inArray(t.slug, slugs),
            eq(t.status, 'published'),
            lte(t.publishAt, now),
            inArray(t.locale, [locale, 'en']),
            regionCode
              ? or(isNull(t.regionCode), eq(t.regionCode, regionCode))
              : isNull(t.regionCode),
          ),
        )
        .orderBy(
          t.slug,
          sql`(${t.regionCode} IS NOT NULL) DESC`,
          sql`(${t.locale} = ${locale}) DESC`,
          desc(t.publishAt),
          desc(t.id),
        );
    },

    async insert(entry: typeof contentEntries.$inferInsert): Promise<ContentEntryRow> {
      const [row] = await db.insert(contentEntries).values(entry).returning();
      return row!;
    },

    async update(
      id: number,
      set: Partial<typeof contentEntries.$inferInsert>,
      onlyStatus?: ContentStatus,
    ): Promise<ContentEntryRow | undefined> {
      const [row] = await db
        .update(contentEntries)
        .set({ ...set, updatedAt: new Date() })
        .where(
          onlyStatus
            ? and(eq(contentEntries.id, id), eq(contentEntries.status, onlyStatus))
            : eq(contentEntries.id, id),
        )
        .returning();
      return row;
    },

    async byId(id: number): Promise<ContentEntryRow | undefined> {
      const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id));
      return row;
    },

    list(slug: string | undefined, limit: number, offset: number): Promise<ContentEntryRow[]> {
      return db
        .select()
        .from(contentEntries)
        .where(slug ? eq(contentEntries.slug, slug) : undefined)
        .orderBy(desc(contentEntries.id))
        .limit(limit)
        .offset(offset);
    },

    async hasAny(): Promise<boolean> {
      const [row] = await db.select({ id: contentEntries.id }).from(contentEntries).limit(1);
      return row !== undefined;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
