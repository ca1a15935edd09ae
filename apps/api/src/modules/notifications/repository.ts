import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database.ts';
import { customerNotifications, type EmailStatus } from './tables.ts';

export type NotificationRow = typeof customerNotifications.$inferSelect;
export type NewNotification = Pick<
  typeof customerNotifications.$inferInsert,
  'customerId' | 'kind' | 'title' | 'body' | 'link' | 'emailStatus'
>;

/** The only SQL of notifications. */
export function createNotificationsRepository(db: Database) {
  return {
    async insert(tx: Transaction, row: NewNotification): Promise<NotificationRow> {
      const [inserted] = await tx.insert(customerNotifications).values(row).returning();
      return inserted!;
    },

    async page(customerId: number, limit: number, offset: number) {
      const mine = eq(customerNotifications.customerId, customerId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(customerNotifications)
          .where(mine)
          .orderBy(desc(customerNotifications.id))
          .limit(limit)
          .offset(offset),
        db
          .select({
            total: sql<number>`count(*)::int`,
            unread: sql<number>`count(*) FILTER (WHERE ${customerNotifications.readAt} IS NULL)::int`,
          })
          .from(customerNotifications)
          .where(mine),
      ]);
      return { rows, total: counted?.total ?? 0, unread: counted?.unread ?? 0 };
    },

    async markRead(customerId: number, id: number): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(customerNotifications)
        .set({ readAt: sql`coalesce(${customerNotifications.readAt}, now())` })
        .where(
          and(eq(customerNotifications.id, id), eq(customerNotifications.customerId, customerId)),
        )
        .returning();
      return row;
    },

    async markAllRead(customerId: number): Promise<void> {
      await db
        .update(customerNotifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(customerNotifications.customerId, customerId),
            isNull(customerNotifications.readAt),
          ),
        );
    },

    /**
     * Takes the oldest queued emails (skipping rows another worker holds), with the address
     * of each customer, and runs `deliver` on them in the same transaction, which records
     * how each went.
     */
    async deliverQueued(
      limit: number,
      deliver: (rows: NotificationRow[]) => Promise<Map<number, EmailStatus>>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(customerNotifications)
          .where(eq(customerNotifications.emailStatus, 'queued'))
          .orderBy(customerNotifications.id)
          .limit(limit)
          .for('update', { skipLocked: true });
        const outcome = await deliver(rows);
        for (const [id, status] of outcome) {
          await tx
            .update(customerNotifications)
            .set({
              emailStatus: status,
              emailAttempts: sql`${customerNotifications.emailAttempts} + 1`,
            })
            .where(eq(customerNotifications.id, id));
        }
        return rows.length;
      });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
