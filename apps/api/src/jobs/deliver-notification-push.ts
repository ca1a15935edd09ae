import {
  createNotificationsRepository,
  createPushDeliverer,
  createPushSender,
  isAllowedPushEndpoint,
  resolveVapidKeys,
} from '../modules/notifications/index.ts';
import type { Config } from '../platform/config.ts';
import { outboxJob } from './outbox-job.ts';

/**
 * Every minute, delivers the pushes committed since the last run (the notifications table is
 * their outbox) to each customer's devices, signed with the VAPID keys, and only to
 * endpoints on the push services of PUSH_ENDPOINT_HOSTS (checked again at send time).
 */
export function deliverNotificationPushJob(config: Config, connectionString: string) {
  return outboxJob('deliver-notification-push', connectionString, async (db, logger) => {
    const repository = createNotificationsRepository(db);
    const vapid = await resolveVapidKeys(config, repository, logger);
    const send = createPushSender(vapid, {
      allowed: (endpoint) => isAllowedPushEndpoint(endpoint, config.PUSH_ENDPOINT_HOSTS),
    });
    const push = createPushDeliverer(repository, send, logger);
    return () => push();
  });
}
