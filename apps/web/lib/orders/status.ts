import type { BuyProductStat, BuyStatus } from '../cart/types.ts';

export const orderListPath = '/dashboard/buy-and-ship/my-orders';
export const actionNeededPath = '/dashboard/action-needed';

// Keyed by every status of the API's type, so a status the API adds fails the typecheck here
// instead of going missing from the tabs. Key order is the state machine's (docs/orders.md).
const knownStatuses = {
  pending_payment: true,
  purchasing: true,
  action_needed: true,
  purchased: true,
  shipped_to_warehouse: true,
  received_abroad: true,
  handed_to_international: true,
  arrived: true,
  delivered: true,
  cancelled: true,
  refunded: true,
  disposed: true,
} satisfies Record<BuyStatus, true>;

/** The buy-product states in the order the state machine walks them. */
export const buyStatuses = Object.keys(knownStatuses) as readonly BuyStatus[];

export function isBuyStatus(value: string | null | undefined): value is BuyStatus {
  return buyStatuses.includes(value as BuyStatus);
}

/** Tabs: "all" then every status that has products, with its count. */
export function statusTabs(
  stat: BuyProductStat | undefined,
): { status: BuyStatus | 'all'; count: number }[] {
  const counts = new Map(stat?.statuses.map((s) => [s.status, s.count]) ?? []);
  return [
    { status: 'all', count: stat?.total ?? 0 },
    ...buyStatuses
      .filter((status) => (counts.get(status) ?? 0) > 0)
      .map((status) => ({ status, count: counts.get(status) ?? 0 })),
  ];
}

export type StatusTone = 'neutral' | 'progress' | 'warning' | 'success' | 'danger';

export function statusTone(status: BuyStatus): StatusTone {
  switch (status) {
    case 'action_needed':
    case 'pending_payment':
      return 'warning';
    case 'delivered':
      return 'success';
    case 'cancelled':
    case 'refunded':
    case 'disposed':
      return 'danger';
    default:
      return 'progress';
  }
}
