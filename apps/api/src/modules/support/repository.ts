import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { countBacklog, type Backlog } from '../../platform/backlog.ts';
import type { Database, Transaction } from '../../platform/database.ts';
import {
  supportInquiries,
  supportMessages,
  type SupportAuthor,
  type SupportStatus,
} from './tables.ts';

export type SupportInquiryRow = typeof supportInquiries.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
type NewInquiry = Omit<
  typeof supportInquiries.$inferInsert,
  'id' | 'status' | 'handledNote' | 'handledAt' | 'createdAt' | 'lastActivityAt'
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

    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Adds a message to the thread and moves the inquiry to `status` with it. */
    async addMessage(
      tx: Transaction,
      inquiryId: number,
      message: { author: SupportAuthor; body: string },
      status: SupportStatus,
    ): Promise<SupportInquiryRow> {
      const [added] = await tx
        .insert(supportMessages)
        .values({ inquiryId, ...message })
        .returning({ createdAt: supportMessages.createdAt });
      const [row] = await tx
        .update(supportInquiries)
        .set({ status, lastActivityAt: added!.createdAt })
        .where(eq(supportInquiries.id, inquiryId))
        .returning();
      return row!;
    },

    /**
     * The inquiry (with `customerId`: only if it is theirs); in `tx`, locked for a new message
     * so two messages move it one after the other.
     */
    async find(
      id: number,
      customerId?: number,
      tx?: Transaction,
    ): Promise<SupportInquiryRow | undefined> {
      const query = (tx ?? db)
        .select()
        .from(supportInquiries)
        .where(
          and(
            eq(supportInquiries.id, id),
            customerId === undefined ? undefined : eq(supportInquiries.customerId, customerId),
          ),
        );
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },

    messages(inquiryId: number): Promise<SupportMessageRow[]> {
      return db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.inquiryId, inquiryId))
        .orderBy(asc(supportMessages.id));
    },

    /** Staff's queue (newest first), or one customer's list (latest activity first). */
    async page(
      filter: { status?: SupportStatus; customerId?: number },
      limit: number,
      offset: number,
    ) {
      const where = and(
        filter.status ? eq(supportInquiries.status, filter.status) : undefined,
        filter.customerId === undefined
          ? undefined
          : eq(supportInquiries.customerId, filter.customerId),
      );
      const order =
        filter.customerId === undefined
          ? [desc(supportInquiries.id)]
          : [desc(supportInquiries.lastActivityAt), desc(supportInquiries.id)];
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(supportInquiries)
          .where(where)
          .orderBy(...order)
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
