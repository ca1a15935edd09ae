import {
  createNotificationsRepository,
  createPushDeliverer,
  createPushSender,
  resolveVapidKeys,
} from '../modules/notifications/index.ts';
import type { Config } from '../platform/config.ts';
import { outboxJob } from './outbox-job.ts';

/**
 * Every minute, delivers the pushes committed since the last run (the notifications table is
 * their outbox) to each customer's devices, signed with the VAPID keys.
 */
export function deliverNotificationPushJob(config: Config, connectionString: string) {
  return outboxJob('deliver-notification-push', connectionString, async (db, logger) => {
    const repository = createNotificationsRepository(db);
    const vapid = await resolveVapidKeys(config, repository, logger);
    const push = createPushDeliverer(repository, createPushSender(vapid), logger);
    return () => push();
  });
}
