import { and, eq, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../database/database.ts';
import { courierMessages } from '../database/tables.ts';
import type { Email } from './templates.ts';

const MAX_SENDS = 10;

/**
 * The courier writes every email to the outbox table first (inside the caller's transaction,
 * so a rolled-back flow sends nothing), then delivers it over SMTP when `SMTP_URL` is set.
 * Without SMTP the message stays `queued` and a log line carries it, so a developer can read
 * the code; `GET /admin/courier/messages` shows the outbox too.
 */
export class Courier {
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly smtp: { url: string | undefined; from: string },
  ) {
    this.transport = smtp.url ? nodemailer.createTransport(smtp.url) : undefined;
  }

  async enqueue(db: Executor, email: Email): Promise<string> {
    const [row] = await db
      .insert(courierMessages)
      .values({
        recipient: email.recipient,
        subject: email.subject,
        body: email.body,
        templateType: email.templateType,
      })
      .returning({ id: courierMessages.id });
    if (!this.transport) {
      this.log.info(
        { recipient: email.recipient, template: email.templateType, body: email.body },
        `courier outbox (no SMTP_URL): ${email.subject} → ${email.recipient}`,
      );
    }
    return row!.id;
  }

  /** Delivers queued messages; called after each flow and every few seconds for retries. */
  async dispatch(): Promise<void> {
    if (!this.transport) return;
    const queued = await this.db
      .select()
      .from(courierMessages)
      .where(and(eq(courierMessages.status, 'queued'), lt(courierMessages.sendCount, MAX_SENDS)))
      .limit(20);
    for (const message of queued) {
      const claimed = await this.db
        .update(courierMessages)
        .set({ status: 'processing', updatedAt: new Date() })
        .where(and(eq(courierMessages.id, message.id), eq(courierMessages.status, 'queued')))
        .returning({ id: courierMessages.id });
      if (claimed.length === 0) continue;
      try {
        await this.transport.sendMail({
          from: this.smtp.from,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
        });
        await this.mark(message.id, 'sent', message.sendCount + 1, null);
      } catch (error) {
        const sends = message.sendCount + 1;
        this.log.warn({ err: error, messageId: message.id }, 'courier could not send an email');
        await this.mark(
          message.id,
          sends >= MAX_SENDS ? 'abandoned' : 'queued',
          sends,
          String(error),
        );
      }
    }
  }

  start(intervalMs = 5_000): void {
    if (!this.transport) return;
    this.timer = setInterval(() => void this.dispatch().catch(() => {}), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async mark(
    id: string,
    status: 'sent' | 'queued' | 'abandoned',
    sendCount: number,
    lastError: string | null,
  ): Promise<void> {
    await this.db
      .update(courierMessages)
      .set({ status, sendCount, lastError, updatedAt: new Date() })
      .where(eq(courierMessages.id, id));
  }
}
