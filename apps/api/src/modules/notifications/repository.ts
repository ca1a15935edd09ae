import { and, asc, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/database.ts';
import type { ChannelChoices, NotificationLanguage } from './events.ts';
import {
  customerNotifications,
  devVapidKeys,
  notificationSettings,
  pushSubscriptions,
  type EmailStatus,
  type PushStatus,
} from './tables.ts';

export type NotificationRow = typeof customerNotifications.$inferSelect;
export type NewNotification = Pick<
  typeof customerNotifications.$inferInsert,
  | 'customerId'
  | 'kind'
  | 'title'
  | 'body'
  | 'link'
  | 'emailStatus'
  | 'pushStatus'
  | 'inApp'
  | 'language'
>;
export type SettingsRow = typeof notificationSettings.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
type Executor = Database | Transaction;

/** Devices kept per customer: a new one past this replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** The only SQL of notifications. */
export function createNotificationsRepository(db: Database) {
  /**
   * The customer's settings, made with the defaults (and a subscriber id) on first use, in
   * `language` when given (else English).
   */
  async function settings(
    customerId: number,
    executor: Executor = db,
    language?: NotificationLanguage,
  ): Promise<SettingsRow> {
    const [inserted] = await executor
      .insert(notificationSettings)
      .values({ customerId, ...(language ? { language } : {}) })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const [row] = await executor
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.customerId, customerId));
    return row!;
  }

  return {
    /** Closing the account: erases what only served the customer (a convenience). */
    async forgetCustomer(tx: Transaction, customerId: number): Promise<void> {
      await tx
        .delete(customerNotifications)
        .where(eq(customerNotifications.customerId, customerId));
      await tx.delete(notificationSettings).where(eq(notificationSettings.customerId, customerId));
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId));
    },

    async insert(tx: Transaction, row: NewNotification): Promise<NotificationRow> {
      const [inserted] = await tx.insert(customerNotifications).values(row).returning();
      return inserted!;
    },

    async page(customerId: number, limit: number, offset: number) {
      const mine = and(
        eq(customerNotifications.customerId, customerId),
        eq(customerNotifications.inApp, true),
      );
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

    settings,

    async saveSettings(
      customerId: number,
      changes: { language?: NotificationLanguage; channels: ChannelChoices },
    ): Promise<SettingsRow> {
      return db.transaction(async (tx) => {
        await settings(customerId, tx);
        const [row] = await tx
          .update(notificationSettings)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(notificationSettings.customerId, customerId))
          .returning();
        return row!;
      });
    },

    /** Takes the identity's subscriber id unless another customer has it (answers null). */
    async adoptSubscriberId(customerId: number, subscriberId: string): Promise<string | null> {
      const [row] = await db
        .update(notificationSettings)
        .set({ subscriberId })
        .where(
          and(
            eq(notificationSettings.customerId, customerId),
            sql`NOT EXISTS (SELECT 1 FROM ${notificationSettings} AS other WHERE other.subscriber_id = ${subscriberId})`,
          ),
        )
        .returning({ subscriberId: notificationSettings.subscriberId });
      return row?.subscriberId ?? null;
    },

    async hasPushSubscription(tx: Transaction, customerId: number): Promise<boolean> {
      const rows = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.customerId, customerId))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Saves a device for the customer; an endpoint already saved (the browser re-subscribing,
     * or another customer signing in on it) becomes theirs with the new keys. Keeps the newest
     * MAX_PUSH_SUBSCRIPTIONS.
     */
    async savePushSubscription(
      customerId: number,
      subscription: { endpoint: string; p256dh: string; auth: string },
    ): Promise<PushSubscriptionRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({ customerId, ...subscription })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { customerId, p256dh: subscription.p256dh, auth: subscription.auth },
          })
          .returning();
        const keep = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.customerId, customerId))
          .orderBy(desc(pushSubscriptions.id))
          .limit(MAX_PUSH_SUBSCRIPTIONS);
        await tx
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.customerId, customerId),
              notInArray(pushSubscriptions.id, keep),
            ),
          );
        return row!;
      });
    },

    /** Removes the customer's own device; false when the endpoint is not theirs. */
    async deletePushSubscription(customerId: number, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.customerId, customerId),
            eq(pushSubscriptions.endpoint, endpoint),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** A device the push service says is gone (404/410). */
    async dropPushSubscription(tx: Transaction, id: number): Promise<void> {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /**
     * Takes the oldest queued pushes (skipping rows another worker holds) with the devices and
     * subscriber id of each customer, runs `deliver` in the same transaction, records how
     * each went.
     */
    async deliverQueuedPush(
      limit: number,
      deliver: (
        tx: Transaction,
        rows: Array<{
          notification: NotificationRow;
          subscriberId: string;
          devices: PushSubscriptionRow[];
        }>,
      ) => Promise<Map<number, PushStatus>>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(customerNotifications)
          .where(eq(customerNotifications.pushStatus, 'queued'))
          .orderBy(customerNotifications.id)
          .limit(limit)
          .for('update', { skipLocked: true });
        const batch = [];
        for (const notification of rows) {
          const devices = await tx
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.customerId, notification.customerId))
            .orderBy(asc(pushSubscriptions.id));
          const { subscriberId } = await settings(notification.customerId, tx);
          batch.push({ notification, subscriberId, devices });
        }
        const outcome = await deliver(tx, batch);
        for (const [id, status] of outcome) {
          await tx
            .update(customerNotifications)
            .set({
              pushStatus: status,
              pushAttempts: sql`${customerNotifications.pushAttempts} + 1`,
            })
            .where(eq(customerNotifications.id, id));
        }
        return rows.length;
      });
    },

    /** The development VAPID pair: the first one stored wins, so API and worker agree. */
    async devVapidKeys(made: { publicKey: string; privateKey: string }) {
      await db
        .insert(devVapidKeys)
        .values({ id: 1, ...made })
        .onConflictDoNothing();
      const [row] = await db.select().from(devVapidKeys).where(eq(devVapidKeys.id, 1));
      return { publicKey: row!.publicKey, privateKey: row!.privateKey };
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
