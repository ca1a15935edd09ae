import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

/** How much waits in one of staff's work queues, and since when. */
export interface Backlog {
  count: number;
  oldestAt: Date | null;
}

/**
 * Counts the rows of a queue and finds its oldest: the one query every module's repository
 * runs for its own queues (the staff dashboard, reads/staff-queues.ts).
 */
export async function countBacklog(
  db: Database,
  table: PgTable,
  createdAt: PgColumn,
  where: SQL | undefined,
): Promise<Backlog> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | Date | null>`min(${createdAt})`,
    })
    .from(table)
    .where(where);
  return { count: row?.count ?? 0, oldestAt: row?.oldest ? new Date(row.oldest) : null };
}

/** Rows created per UTC day over the last `days` days, oldest day first, zeros included. */
export async function countPerDay(
  db: Database,
  table: PgTable,
  createdAt: PgColumn,
  days: number,
  now: Date,
): Promise<Map<string, number>> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  since.setUTCDate(since.getUTCDate() - (days - 1));
  const rows = await db
    .select({
      day: sql<string>`to_char(${createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(table)
    .where(sql`${createdAt} >= ${since.toISOString()}`)
    .groupBy(sql`1`);
  const counts = new Map<string, number>();
  for (let i = 0; i < days; i += 1) {
    const day = new Date(since);
    day.setUTCDate(since.getUTCDate() + i);
    counts.set(day.toISOString().slice(0, 10), 0);
  }
  for (const row of rows) if (counts.has(row.day)) counts.set(row.day, row.count);
  return counts;
}
