import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { HsCodeEntry } from './nomenclature-file.ts';
import { hsCodes } from './tables.ts';

/** What a search matches on; null fields are not filtered on. */
export interface HsCodeFilters {
  /** Digits a code must start with (at most 6: the nomenclature ends at subheadings). */
  codePrefix: string | null;
  /** Words, matched English-stemmed against the description. */
  words: string | null;
  /** How words combine: all of them, or (the fallback when all find nothing) any of them. */
  match: 'all' | 'any';
}

export interface HsCodeRow {
  code: string;
  level: number;
  section: string;
  description: string;
  chapterDescription: string | null;
  headingDescription: string | null;
}

function wordsQuery(words: string, match: 'all' | 'any'): SQL {
  const all = sql`websearch_to_tsquery('english', ${words})`;
  // websearch_to_tsquery joins the words with &; the "any" query is the same with |.
  return match === 'all' ? all : sql`replace(${all}::text, ' & ', ' | ')::tsquery`;
}

function conditions(filters: HsCodeFilters): SQL {
  const parts: SQL[] = [];
  if (filters.codePrefix !== null) parts.push(sql`h.code LIKE ${`${filters.codePrefix}%`}`);
  if (filters.words !== null) {
    parts.push(sql`h.search_vector @@ ${wordsQuery(filters.words, filters.match)}`);
  }
  // Neither: the chapters, the top of the tree a customer browses down from.
  if (parts.length === 0) parts.push(sql`h.level = 2`);
  return sql.join(parts, sql` AND `);
}

export function createHsCodesRepository(db: Database) {
  return {
    /** Which of `codes` are 6-digit subheadings of the nomenclature. */
    async existingSubheadings(codes: string[]): Promise<string[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .select({ code: hsCodes.code })
        .from(hsCodes)
        .where(and(eq(hsCodes.level, 6), inArray(hsCodes.code, codes)));
      return rows.map((r) => r.code);
    },

    /**
     * One page of matches with their chapter and heading texts. Word searches rank by
     * ts_rank_cd (cover density: the words close together score higher), ties and code
     * searches go by code, so the order is stable across pages.
     */
    async search(filters: HsCodeFilters, limit: number, offset: number): Promise<HsCodeRow[]> {
      const order =
        filters.words === null
          ? sql`h.code`
          : sql`ts_rank_cd(h.search_vector, ${wordsQuery(filters.words, filters.match)}) DESC, h.code`;
      const result = await db.execute<{
        code: string;
        level: number;
        section: string;
        description: string;
        chapter_description: string | null;
        heading_description: string | null;
      }>(sql`
        SELECT h.code, h.level, h.section, h.description,
          chapter.description AS chapter_description, heading.description AS heading_description
        FROM hs_codes h
        LEFT JOIN hs_codes chapter ON h.level > 2 AND chapter.code = left(h.code, 2)
        LEFT JOIN hs_codes heading ON h.level > 4 AND heading.code = left(h.code, 4)
        WHERE ${conditions(filters)}
        ORDER BY ${order}
        LIMIT ${limit} OFFSET ${offset}`);
      return result.rows.map((row) => ({
        code: row.code,
        level: Number(row.level),
        section: row.section,
        description: row.description,
        chapterDescription: row.chapter_description,
        headingDescription: row.heading_description,
      }));
    },

    async count(filters: HsCodeFilters): Promise<number> {
      const result = await db.execute<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM hs_codes h WHERE ${conditions(filters)}`,
      );
      return Number(result.rows[0]?.total ?? 0);
    },

    /**
     * Makes the table hold exactly these entries, in one transaction: one INSERT of every row
     * (unnest of column arrays: one statement, no per-row round trips), then the codes the
     * file no longer has are removed. Skipped, returning 0, when the table already holds as
     * many rows as the file (the usual start-up: nothing to do).
     */
    async replaceAll(entries: HsCodeEntry[]): Promise<number> {
      return db.transaction(async (tx) => {
        // Two processes starting at once must not both load: the second waits, then skips.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(7140013)`);
        const existing = await tx.execute<{ total: number }>(
          sql`SELECT count(*)::int AS total FROM ${hsCodes}`,
        );
        if (Number(existing.rows[0]?.total ?? 0) === entries.length) return 0;
        // One array parameter per column (sql.param keeps drizzle from spreading it into a list).
        const column = <K extends keyof HsCodeEntry>(key: K) =>
          sql.param(entries.map((e) => e[key]));
        await tx.execute(sql`
          INSERT INTO hs_codes (code, level, section, description, parent_code)
          SELECT * FROM unnest(${column('code')}::varchar[], ${column('level')}::smallint[],
            ${column('section')}::varchar[], ${column('description')}::text[],
            ${column('parentCode')}::varchar[])
          ON CONFLICT (code) DO UPDATE SET level = excluded.level, section = excluded.section,
            description = excluded.description, parent_code = excluded.parent_code
          WHERE (hs_codes.level, hs_codes.section, hs_codes.description, hs_codes.parent_code)
            IS DISTINCT FROM (excluded.level, excluded.section, excluded.description,
              excluded.parent_code)`);
        // An anti-join, not `code <> ALL(array)`, which compares every row with every code.
        await tx.execute(sql`
          DELETE FROM hs_codes h WHERE NOT EXISTS (
            SELECT 1 FROM unnest(${column('code')}::varchar[]) AS kept(code) WHERE kept.code = h.code)`);
        return entries.length;
      });
    },
  };
}

export type HsCodesRepository = ReturnType<typeof createHsCodesRepository>;
