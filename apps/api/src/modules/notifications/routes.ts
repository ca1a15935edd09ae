import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentCustomer } from '../customers/index.ts';
import {
  BigIdParamsSchema,
  commonErrors,
  dataOf,
  ErrorResponseSchema,
} from '../../platform/schemas.ts';
import {
  NotificationSchema,
  NotificationsPageSchema,
  NotificationsQuerySchema,
} from './schemas.ts';
import type { NotificationsService } from './service.ts';

export const NOTIFICATIONS_BASE = '/api/notification/customer/v1/notifications';
const tags = ['Notifications'];
const errors = { 401: ErrorResponseSchema, ...commonErrors };

/** The customer's in-app notifications (storage reminders and the like), newest first. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  service: NotificationsService;
  currentCustomer: CurrentCustomer;
}> = async (app, { service, currentCustomer }) => {
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
};
