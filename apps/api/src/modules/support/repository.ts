import { and, desc, eq, sql } from 'drizzle-orm';
import { countBacklog, type Backlog } from '../../platform/backlog.ts';
import type { Database } from '../../platform/database.ts';
import { supportInquiries, type SupportStatus } from './tables.ts';

export type SupportInquiryRow = typeof supportInquiries.$inferSelect;
type NewInquiry = Omit<
  typeof supportInquiries.$inferInsert,
  'id' | 'status' | 'handledNote' | 'handledAt' | 'createdAt'
>;

/** The only SQL of support. */
export function createSupportRepository(db: Database) {
  return {
    async insert(inquiry: NewInquiry): Promise<SupportInquiryRow> {
      const [row] = await db.insert(supportInquiries).values(inquiry).returning();
      return row!;
    },

    async handle(id: number, note: string): Promise<SupportInquiryRow | undefined> {
      const [row] = await db
        .update(supportInquiries)
        .set({ status: 'handled', handledNote: note, handledAt: new Date() })
        .where(eq(supportInquiries.id, id))
        .returning();
      return row;
    },

    async page(filter: { status?: SupportStatus }, limit: number, offset: number) {
      const where = and(filter.status ? eq(supportInquiries.status, filter.status) : undefined);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(supportInquiries)
          .where(where)
          .orderBy(desc(supportInquiries.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(supportInquiries)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;

/** Staff's queue: contact-form messages not answered yet. */
export function supportBacklogs(db: Database): Record<'support_inquiries', () => Promise<Backlog>> {
  return {
    support_inquiries: () =>
      countBacklog(
        db,
        supportInquiries,
        supportInquiries.createdAt,
        eq(supportInquiries.status, 'open'),
      ),
  };
}
