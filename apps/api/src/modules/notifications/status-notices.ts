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
  };
}
