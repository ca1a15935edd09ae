import type { BuyProductStat, BuyStatus } from '../cart/types.ts';

/**
 * My Delivery's tabs, in the order a parcel walks them: on its way home, here and ready for
 * delivery, delivered. Earlier states belong to My Orders.
 */
export const deliveryStatuses = [
  'handed_to_international',
  'arrived',
  'delivered',
] as const satisfies readonly BuyStatus[];

export type DeliveryStatus = (typeof deliveryStatuses)[number];

export function isDeliveryStatus(value: string | null | undefined): value is DeliveryStatus {
  return deliveryStatuses.includes(value as DeliveryStatus);
}

/** Every delivery tab with its count from the stat endpoint (0 until it answers). */
export function deliveryTabs(
  stat: BuyProductStat | undefined,
): { status: DeliveryStatus; count: number }[] {
  const counts = new Map(stat?.statuses.map((s) => [s.status, s.count]) ?? []);
  return deliveryStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** The tab to open when the customer did not pick one: the first that has products. */
export function defaultDeliveryTab(stat: BuyProductStat | undefined): DeliveryStatus {
  return deliveryTabs(stat).find((tab) => tab.count > 0)?.status ?? deliveryStatuses[0];
}
