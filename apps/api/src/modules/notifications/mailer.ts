import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsRepository } from './repository.ts';
import type { EmailStatus } from './tables.ts';
import { renderEmail } from './templates.ts';

/** Attempts before an email is given up on (the in-app notification stays either way). */
export const MAX_EMAIL_ATTEMPTS = 5;

/**
 * Delivers queued notification emails (templates.ts: subject, text and HTML in the language
 * the notification was written in) over SMTP (`SMTP_URL`, as the identity service does).
 * Without SMTP each is logged and marked `skipped`, so a demo shows what would have gone out.
 * A send that fails stays queued for the next run until MAX_EMAIL_ATTEMPTS.
 */
export function createNotificationMailer(
  repository: NotificationsRepository,
  smtp: {
    url: string | undefined;
    from: string;
    transport?: Pick<Transporter, 'sendMail'>;
    /** Where the email's link points (WEB_PUBLIC_URL). */
    webPublicUrl?: string;
  },
  logger: FastifyBaseLogger,
  /** The customer's email address (the customers module's), or null when they have none. */
  emailOf: (customerId: number) => Promise<string | null>,
) {
  // Tests hand in nodemailer's JSON transport; the identity service's tests cover SMTP itself.
  const transport = smtp.transport ?? (smtp.url ? nodemailer.createTransport(smtp.url) : undefined);
  return async function deliverQueued(limit = 50): Promise<number> {
    return repository.deliverQueued(limit, async (rows) => {
      const outcome = new Map<number, EmailStatus>();
      for (const row of rows) {
        const email = await emailOf(row.customerId);
        if (!email || !transport) {
          logger.info({ notification: row.id, title: row.title }, 'notification email not sent');
          outcome.set(row.id, 'skipped');
          continue;
        }
        try {
          const message = renderEmail(row, smtp.webPublicUrl ?? 'http://127.0.0.1:3000');
          await transport.sendMail({ from: smtp.from, to: email, ...message });
          outcome.set(row.id, 'sent');
        } catch (err) {
          logger.warn({ err, notification: row.id }, 'notification email failed');
          outcome.set(row.id, row.emailAttempts + 1 >= MAX_EMAIL_ATTEMPTS ? 'failed' : 'queued');
        }
      }
      return outcome;
    });
  };
}
