/** The notifications module's public face: in-app notices, their emails and pushes. */
export { createNotifications, registerNotifications } from './module.ts';
export { createNotificationsRepository } from './repository.ts';
export { createNotificationMailer } from './mailer.ts';
export { createPushDeliverer, createPushSender, resolveVapidKeys } from './push.ts';
export { isAllowedPushEndpoint } from './push-endpoint.ts';
export { EVENT_TYPES } from './events.ts';
export type { NotificationsService } from './service.ts';
export { statusNotices } from './status-notices.ts';
export { NotificationSchema } from './schemas.ts';
