/** The notifications module's public face: in-app notices and their emails. */
export { createNotifications, registerNotifications } from './module.ts';
export { createNotificationsRepository } from './repository.ts';
export { createNotificationMailer, MAX_EMAIL_ATTEMPTS } from './mailer.ts';
export { NOTIFICATIONS_BASE } from './routes.ts';
export type { Notification, NotificationsService } from './service.ts';
