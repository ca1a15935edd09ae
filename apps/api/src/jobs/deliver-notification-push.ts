import { z } from 'zod';
import {
  createNotificationsRepository,
  createPushDeliverer,
  createPushSender,
  resolveVapidKeys,
} from '../modules/notifications/index.ts';
import type { Config } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';
import { defineJob } from '../platform/queue.ts';

/**
 * Every minute, delivers the pushes committed since the last run (the notifications table is
 * their outbox) to each customer's devices, signed with the VAPID keys.
 */
export function deliverNotificationPushJob(config: Config, connectionString: string) {
  let deliver: ReturnType<typeof createPushDeliverer> | undefined;
  return defineJob({
    name: 'deliver-notification-push',
    payload: z.object({}).loose(),
    schedule: '* * * * *',
    retryLimit: 0,
    async handle(_payload, logger) {
      if (!deliver) {
        const { db } = openDatabase(connectionString, 2);
        const repository = createNotificationsRepository(db);
        const vapid = await resolveVapidKeys(config, repository, logger);
        deliver = createPushDeliverer(repository, createPushSender(vapid), logger);
      }
      const pushed = await deliver();
      if (pushed) logger.info({ pushed }, 'notification pushes delivered');
    },
  });
}
