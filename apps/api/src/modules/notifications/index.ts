/** The notifications module's public face: in-app notices, their emails and pushes. */
export { createNotifications, registerNotifications } from './module.ts';
export { createNotificationsRepository } from './repository.ts';
export { createNotificationMailer, MAX_EMAIL_ATTEMPTS } from './mailer.ts';
export {
  createPushDeliverer,
  createPushSender,
  MAX_PUSH_ATTEMPTS,
  resolveVapidKeys,
  type PushPayload,
  type PushSender,
} from './push.ts';
export { isAllowedPushEndpoint } from './push-endpoint.ts';
export { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_BASE } from './routes.ts';
export { EVENT_TYPES, type EventType } from './events.ts';
export type { Notification, NotificationsService, NotifyMessage } from './service.ts';
export { statusNotices, type StatusChange, type StatusListener } from './status-notices.ts';
