import type { Transaction } from '../../platform/database.ts';
import type { NotificationsService } from './service.ts';

/** A record a customer owns moved to a new status (by staff: what is worth telling). */
export interface StatusChange {
  customerId: number;
  /** What the customer calls it ("SP-00000012", "BP-…", "#12"). */
  number: string;
  status: string;
  note?: string | null;
}

export type StatusListener = (tx: Transaction, change: StatusChange) => Promise<void>;

/** Staff answered a customer's support inquiry (its first words name it: topic and number). */
export interface SupportReply {
  customerId: number;
  inquiryId: number;
  topic: string;
  body: string;
}

/** The words of a reply an email or notice quotes: its start, on one line. */
const EXCERPT = 160;
const excerptOf = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT ? `${line.slice(0, EXCERPT - 1)}…` : line;
};

/**
 * The notices of staff moves, one per move, for the modules' staff routes to call in their
 * transaction (wired in modules/index.ts, so no module imports another).
 */
export function statusNotices(notifications: Pick<NotificationsService, 'notify'>) {
  const tell =
    (kind: string, link: (change: StatusChange) => string, email: boolean): StatusListener =>
    async (tx, change) => {
      const status = change.status.replace(/_/g, ' ');
      await notifications.notify(tx, {
        customerId: change.customerId,
        kind,
        title: `${change.number}: ${status}`,
        body: change.note
          ? `${change.number} is now ${status}: ${change.note}`
          : `${change.number} is now ${status}.`,
        link: link(change),
        email,
        params: { number: change.number, status: change.status, note: change.note ?? '' },
      });
    };
  return {
    parcel: tell('parcel_status', (c) => `/dashboard/ship-for-me/my-parcel/${c.number}`, true),
    order: (tx: Transaction, change: StatusChange) =>
      tell(
        change.status === 'action_needed' ? 'action_needed' : 'order_status',
        () =>
          change.status === 'action_needed'
            ? '/dashboard/action-needed'
            : '/dashboard/buy-and-ship/my-orders',
        true,
      )(tx, change),
    action: tell('action_needed', () => '/dashboard/action-needed', true),
    payout: tell('payout_update', () => '/dashboard/wallet', true),
    supportReply: async (tx: Transaction, reply: SupportReply) => {
      const excerpt = excerptOf(reply.body);
      await notifications.notify(tx, {
        customerId: reply.customerId,
        kind: 'support_reply',
        title: `Reply to your inquiry #${reply.inquiryId}`,
        body: `Our support team answered your inquiry #${reply.inquiryId}: "${excerpt}"`,
        link: `/dashboard/support/${reply.inquiryId}`,
        email: true,
        params: { number: reply.inquiryId, topic: reply.topic, excerpt },
      });
    },
  };
}
