import type { BuyActionStatus } from './tables.ts';

/**
 * The life of a buy product (one product of a Buy-and-Ship order), as data. docs/orders.md
 * draws it; every move is checked here and recorded in the timeline.
 */
export const BUY_PRODUCT_STATUSES = [
  'pending_payment',
  'purchasing',
  'action_needed',
  'purchased',
  'shipped_to_warehouse',
  'received_abroad',
  'handed_to_international',
  'arrived',
  'delivered',
  'cancelled',
  'refunded',
  'disposed',
] as const;

export type BuyProductStatus = (typeof BUY_PRODUCT_STATUSES)[number];

export const TRANSITIONS: Record<BuyProductStatus, readonly BuyProductStatus[]> = {
  pending_payment: ['purchasing', 'cancelled'],
  purchasing: ['purchased', 'action_needed', 'cancelled'],
  action_needed: ['purchasing', 'purchased', 'cancelled', 'refunded'],
  purchased: ['shipped_to_warehouse', 'action_needed'],
  shipped_to_warehouse: ['received_abroad'],
  // Disposed with its parcel when left in our warehouse past the storage maximum.
  received_abroad: ['handed_to_international', 'disposed'],
  handed_to_international: ['arrived'],
  arrived: ['delivered'],
  delivered: [],
  cancelled: ['refunded'],
  refunded: [],
  disposed: [],
};

/** The parcel statuses (shipments module) a buy product shipping home as a parcel follows. */
export type ParcelStatus = string;

/**
 * Where a buy product goes when the parcel it ships home as moves: it is handed to
 * international shipping when the parcel starts shipping, arrives and is delivered with it,
 * and is disposed with it. The parcel's other moves (invoiced, paid, in transit) are its own.
 */
export const PARCEL_FOLLOWS: Readonly<Record<ParcelStatus, BuyProductStatus>> = {
  shipping_started: 'handed_to_international',
  arrived: 'arrived',
  delivered: 'delivered',
  disposed: 'disposed',
};

/** From here on a product shipping home as a parcel moves only with it (the system's moves). */
export const MOVES_WITH_PARCEL: readonly BuyProductStatus[] = [
  'received_abroad',
  'handed_to_international',
  'arrived',
];

/** States in which the customer may still cancel: nothing has been bought for them yet. */
export const CUSTOMER_CANCELLABLE: readonly BuyProductStatus[] = [
  'pending_payment',
  'purchasing',
  'action_needed',
];

export function canTransition(from: BuyProductStatus, to: BuyProductStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * The life of an action needed: staff raise it pending; the customer's decision (or a cancel
 * of the product) resolves it once.
 */
export const BUY_ACTION_TRANSITIONS: Readonly<Record<BuyActionStatus, readonly BuyActionStatus[]>> =
  {
    pending: ['accepted', 'alternative_chosen', 'cancelled', 'refund_requested'],
    accepted: [],
    alternative_chosen: [],
    cancelled: [],
    refund_requested: [],
  };

export const ACTORS = ['customer', 'staff', 'system'] as const;
export type Actor = (typeof ACTORS)[number];
