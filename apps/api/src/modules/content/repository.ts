import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { ContentEntriesFilter } from './schemas.ts';
import { companyDetails, contentEntries, type ContentStatus } from './tables.ts';

export type ContentEntryRow = typeof contentEntries.$inferSelect;
export type CompanyDetailsRow = typeof companyDetails.$inferSelect;

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

    /** Deletes the version only while it is in `onlyStatus`; answers whether it did. */
    async remove(id: number, onlyStatus: ContentStatus): Promise<boolean> {
      const gone = await db
        .delete(contentEntries)
        .where(and(eq(contentEntries.id, id), eq(contentEntries.status, onlyStatus)))
        .returning({ id: contentEntries.id });
      return gone.length > 0;
    },

    async byId(id: number): Promise<ContentEntryRow | undefined> {
      const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id));
      return row;
    },

    /** One page of versions, newest first, and how many match the filter. */
    async list(filter: ContentEntriesFilter, limit: number, offset: number) {
      const t = contentEntries;
      const where = and(
        filter.slug ? eq(t.slug, filter.slug) : undefined,
        filter.locale ? eq(t.locale, filter.locale) : undefined,
        filter.region_code === 'every'
          ? isNull(t.regionCode)
          : filter.region_code
            ? eq(t.regionCode, filter.region_code)
            : undefined,
        filter.status ? eq(t.status, filter.status) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db.select().from(t).where(where).orderBy(desc(t.id)).limit(limit).offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(t)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The one row of the company's details (the migration writes the first). */
    async company(): Promise<CompanyDetailsRow | undefined> {
      const [row] = await db.select().from(companyDetails).where(eq(companyDetails.id, 1));
      return row;
    },

    async saveCompany(
      set: Omit<typeof companyDetails.$inferInsert, 'id' | 'updatedAt'>,
    ): Promise<CompanyDetailsRow> {
      const values = { ...set, id: 1, updatedAt: new Date() };
      const [row] = await db
        .insert(companyDetails)
        .values(values)
        .onConflictDoUpdate({ target: companyDetails.id, set: values })
        .returning();
      return row!;
    },

    async hasAny(): Promise<boolean> {
      const [row] = await db.select({ id: contentEntries.id }).from(contentEntries).limit(1);
      return row !== undefined;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
