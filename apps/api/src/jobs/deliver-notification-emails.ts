import { createCustomersRepository } from '../modules/customers/index.ts';
import {
  createNotificationMailer,
  createNotificationsRepository,
} from '../modules/notifications/index.ts';
import type { Config } from '../platform/config.ts';
import { outboxJob } from './outbox-job.ts';

/**
 * Every minute, delivers the notification emails committed since the last run (the
 * notifications table is their outbox), a bounded batch at a time.
 */
export function deliverNotificationEmailsJob(config: Config, connectionString: string) {
  return outboxJob('deliver-notification-emails', connectionString, async (db, logger) => {
    const customers = createCustomersRepository(db);
    const mailer = createNotificationMailer(
      createNotificationsRepository(db),
      { url: config.SMTP_URL, from: config.SMTP_FROM, webPublicUrl: config.WEB_PUBLIC_URL },
      logger,
      async (id) => (await customers.findById(id))?.email ?? null,
    );
    return () => mailer();
  });
}
