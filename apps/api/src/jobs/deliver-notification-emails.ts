import { z } from 'zod';
import { createCustomersRepository } from '../modules/customers/index.ts';
import {
  createNotificationMailer,
  createNotificationsRepository,
} from '../modules/notifications/index.ts';
import type { Config } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';
import { defineJob } from '../platform/queue.ts';

/**
 * Every minute, delivers the notification emails committed since the last run (the
 * notifications table is their outbox), a bounded batch at a time.
 */
export function deliverNotificationEmailsJob(config: Config, connectionString: string) {
  let deliver: ReturnType<typeof createNotificationMailer> | undefined;
  return defineJob({
    name: 'deliver-notification-emails',
    payload: z.object({}).loose(),
    schedule: '* * * * *',
    retryLimit: 0,
    async handle(_payload, logger) {
      if (!deliver) {
        const { db } = openDatabase(connectionString, 2);
        const customers = createCustomersRepository(db);
        deliver = createNotificationMailer(
          createNotificationsRepository(db),
          { url: config.SMTP_URL, from: config.SMTP_FROM, webPublicUrl: config.WEB_PUBLIC_URL },
          logger,
          async (id) => (await customers.findById(id))?.email ?? null,
        );
      }
      const sent = await deliver();
      if (sent) logger.info({ sent }, 'notification emails delivered');
    },
  });
}
