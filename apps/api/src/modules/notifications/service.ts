import type { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { NotFound } from '../../platform/errors.ts';
import type { NotificationRow, NotificationsRepository } from './repository.ts';
import type { NotificationSchema } from './schemas.ts';

export type Notification = z.infer<typeof NotificationSchema>;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createNotificationsService(repository: NotificationsRepository) {
  return {
    /**
     * Tells the customer, in the caller's transaction: an in-app notification, and an email
     * when `email` is set (queued on the same row; the worker delivers it after commit).
     */
    async notify(
      tx: Transaction,
      message: {
        customerId: number;
        kind: string;
        title: string;
        body: string;
        link?: string;
        email: boolean;
      },
    ): Promise<number> {
      const row = await repository.insert(tx, {
        customerId: message.customerId,
        kind: message.kind,
        title: message.title,
        body: message.body,
        link: message.link ?? null,
        emailStatus: message.email ? 'queued' : 'none',
      });
      return row.id;
    },

    async page(customerId: number, query: { page: number; per_page: number }) {
      const { rows, total, unread } = await repository.page(
        customerId,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toNotification),
        pagination: { page: query.page, per_page: query.per_page, total },
        unread,
      };
    },

    async markRead(customerId: number, id: number): Promise<Notification> {
      const row = await repository.markRead(customerId, id);
      if (!row) throw new NotFound(`Notification ${id}`);
      return toNotification(row);
    },

    markAllRead: (customerId: number) => repository.markAllRead(customerId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
