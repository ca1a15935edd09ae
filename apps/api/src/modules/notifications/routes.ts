import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentCustomer } from '../customers/index.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
} from '../../platform/schemas.ts';
import { Unprocessable } from '../../platform/errors.ts';
import {
  NotificationSchema,
  NotificationSettingsBodySchema,
  NotificationSettingsSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
  PushEndpointSchema,
  PushPublicKeySchema,
  PushSubscriptionBodySchema,
  PushSubscriptionSchema,
} from './schemas.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';
import type { NotificationsService } from './service.ts';

export const NOTIFICATION_BASE = '/api/notification/customer/v1';
export const NOTIFICATIONS_BASE = `${NOTIFICATION_BASE}/notifications`;
/** Notification settings (spec §7: "GET custom; POST"). */
export const NOTIFICATION_SETTINGS_PATH = `${NOTIFICATION_BASE}/custom`;
const PUSH_BASE = `${NOTIFICATION_BASE}/push`;

const tags = ['Notifications'];
const errors = { 401: ErrorResponseSchema, ...commonErrors };

/** The customer's in-app notifications (storage reminders and the like), newest first. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  service: NotificationsService;
  currentCustomer: CurrentCustomer;
  /** The VAPID public key browsers subscribe with. */
  vapidPublicKey: () => Promise<string>;
  /** Push services a subscription may name (PUSH_ENDPOINT_HOSTS). */
  pushHosts: readonly string[];
}> = async (app, { service, currentCustomer, vapidPublicKey, pushHosts }) => {
  app.get(
    NOTIFICATIONS_BASE,
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first, with how many are unread',
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsPageSchema, ...errors },
      },
    },
    async (request) => service.page((await currentCustomer(request)).id, request.query),
  );

  app.put(
    `${NOTIFICATIONS_BASE}/:id/read`,
    {
      schema: {
        tags,
        summary: 'Mark one notification read',
        params: BigIdParamsSchema,
        response: { 200: dataOf(NotificationSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.markRead((await currentCustomer(request)).id, request.params.id),
    }),
  );

  app.put(
    `${NOTIFICATIONS_BASE}/read`,
    {
      schema: {
        tags,
        summary: 'Mark every notification read',
        response: { 200: dataOf(z.object({ read: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await service.markAllRead((await currentCustomer(request)).id);
      return { data: { read: true as const } };
    },
  );

  app.get(
    NOTIFICATION_SETTINGS_PATH,
    {
      schema: {
        tags,
        summary: 'Your notification settings: each event type with its channels, and the language',
        response: { 200: dataOf(NotificationSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.settings((await currentCustomer(request)).id),
    }),
  );

  app.post(
    NOTIFICATION_SETTINGS_PATH,
    {
      schema: {
        tags,
        summary: 'Change your notification settings (the event types given; the rest stay)',
        body: NotificationSettingsBodySchema,
        response: { 200: dataOf(NotificationSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await service.saveSettings((await currentCustomer(request)).id, request.body),
    }),
  );

  app.get(
    `${PUSH_BASE}/public-key`,
    {
      schema: {
        tags,
        summary: 'The VAPID public key a browser subscribes to pushes with',
        response: { 200: dataOf(PushPublicKeySchema), ...errors },
      },
    },
    async (request) => {
      await currentCustomer(request); // only a signed-in customer subscribes
      return { data: { public_key: await vapidPublicKey() } };
    },
  );

  app.post(
    `${PUSH_BASE}/subscriptions`,
    {
      schema: {
        tags,
        summary: 'Turn on pushes on this device: save its PushSubscription',
        body: PushSubscriptionBodySchema,
        response: { 201: dataOf(PushSubscriptionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      if (!isAllowedPushEndpoint(request.body.endpoint, pushHosts)) {
        throw new Unprocessable('That push service is not one we send to.', [
          { field: 'body.endpoint', message: 'unknown push service' },
        ]);
      }
      reply.status(201);
      return { data: await service.savePushSubscription(customer.id, request.body) };
    },
  );

  app.delete(
    `${PUSH_BASE}/subscriptions`,
    {
      schema: {
        tags,
        summary: 'Turn off pushes on this device (one of your own subscriptions)',
        body: z.strictObject({ endpoint: PushEndpointSchema }),
        response: { 200: dataOf(z.object({ deleted: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      const customer = await currentCustomer(request);
      await service.deletePushSubscription(customer.id, request.body.endpoint);
      return { data: { deleted: true as const } };
    },
  );
};
