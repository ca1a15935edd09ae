import type { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { NotFound } from '../../platform/errors.ts';
import {
  channelsFor,
  EVENT_TYPES,
  eventOf,
  type ChannelChoices,
  type NotificationLanguage,
} from './events.ts';
import type { NotificationRow, NotificationsRepository, SettingsRow } from './repository.ts';
import type {
  NotificationSchema,
  NotificationSettingsBodySchema,
  NotificationSettingsSchema,
  PushSubscriptionBodySchema,
} from './schemas.ts';
import { renderTemplate, type TemplateParams } from './templates.ts';

export type Notification = z.infer<typeof NotificationSchema>;
type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

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

function toSettings(row: SettingsRow): NotificationSettings {
  return {
    language: row.language,
    subscriber_id: row.subscriberId,
    events: EVENT_TYPES.map((type) => ({ type, ...channelsFor(row.channels, type) })),
  };
}

/** What a caller tells a customer; `notify` decides the channels from their settings. */
export interface NotifyMessage {
  customerId: number;
  /** An event type of events.ts or a kind that maps to one ("storage_final_notice"). */
  kind: string;
  /** The caller's words (English); replaced by the template of `kind` when `params` is set. */
  title: string;
  body: string;
  link?: string;
  /** Whether this is worth an email at all; the customer's email setting decides too. */
  email: boolean;
  /** Whether to push to the customer's devices (default: yes, if their setting allows). */
  push?: boolean;
  /** The template's values: the notice is then written in the customer's language. */
  params?: TemplateParams;
}

export function createNotificationsService(repository: NotificationsRepository) {
  return {
    forgetCustomer: repository.forgetCustomer,
    /**
     * Tells the customer, in the caller's transaction, on the channels their settings allow
     * for the kind's event: an in-app notification, an email (queued on the same row) and a
     * push to their devices (queued too); the worker delivers both after commit.
     */
    async notify(tx: Transaction, message: NotifyMessage): Promise<number> {
      const settings = await repository.settings(message.customerId, tx);
      const channels = channelsFor(settings.channels, eventOf(message.kind));
      const templated = renderTemplate(message.kind, settings.language, message.params);
      const push =
        (message.push ?? true) &&
        channels.push &&
        (await repository.hasPushSubscription(tx, message.customerId));
      const row = await repository.insert(tx, {
        customerId: message.customerId,
        kind: message.kind,
        title: (templated?.title ?? message.title).slice(0, 200),
        body: templated?.body ?? message.body,
        link: message.link ?? null,
        language: templated ? settings.language : 'en',
        inApp: channels.in_app,
        emailStatus: message.email && channels.email ? 'queued' : 'none',
        pushStatus: push ? 'queued' : 'none',
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

    /** The customer's settings: every event type with its channels, defaults filled in. */
    async settings(customerId: number): Promise<NotificationSettings> {
      return toSettings(await repository.settings(customerId));
    },

    /** Saves the event types and channels given; the others keep what they had. */
    async saveSettings(
      customerId: number,
      body: z.infer<typeof NotificationSettingsBodySchema>,
    ): Promise<NotificationSettings> {
      const current = await repository.settings(customerId);
      const channels: ChannelChoices = { ...current.channels };
      for (const { type, ...choice } of body.events ?? []) {
        channels[type] = { ...channels[type], ...choice };
      }
      return toSettings(
        await repository.saveSettings(customerId, { language: body.language, channels }),
      );
    },

    /**
     * The customer's notification subscriber id: the identity's (public metadata, spec §3)
     * when it has one, else the one made with their settings; stable either way.
     */
    adoptSubscriberId: async (
      customerId: number,
      fromIdentity: string | undefined,
      /** The language a customer without settings starts with (the web's, at sign-in). */
      language?: NotificationLanguage,
    ) => {
      const { subscriberId } = await repository.settings(customerId, undefined, language);
      if (!fromIdentity || fromIdentity === subscriberId) return subscriberId;
      return (await repository.adoptSubscriberId(customerId, fromIdentity)) ?? subscriberId;
    },

    savePushSubscription: async (
      customerId: number,
      body: z.infer<typeof PushSubscriptionBodySchema>,
    ) => {
      const row = await repository.savePushSubscription(customerId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      });
      return { endpoint: row.endpoint, created_at: row.createdAt.toISOString() };
    },

    async deletePushSubscription(customerId: number, endpoint: string): Promise<void> {
      if (!(await repository.deletePushSubscription(customerId, endpoint))) {
        throw new NotFound('Push subscription');
      }
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
