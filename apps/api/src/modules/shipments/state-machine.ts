import { defineStateMachine } from '../../platform/state-machine.ts';

/**
 * The life of a shipment product (a Ship For Me parcel's product), as data. docs/shipping.md
 * draws it. The parcel is the customer's until it reaches our warehouse, ours from receipt to
 * the customer's door; `on_hold` pauses it anywhere in between (a prohibited item, a missing
 * declaration) and resumes it where it stopped.
 */
export const SHIPMENT_STATUSES = [
  'requested',
  'awaiting_arrival',
  'received_at_warehouse',
  'invoiced',
  'paid',
  'shipping_started',
  'in_transit',
  'arrived',
  'ready_for_delivery',
  'delivered',
  'cancelled',
  'on_hold',
  'disposed',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Where a held parcel may have stopped, and so where it may resume. */
export const HOLDABLE: readonly ShipmentStatus[] = [
  'awaiting_arrival',
  'received_at_warehouse',
  'invoiced',
  'paid',
  'shipping_started',
  'in_transit',
  'arrived',
  'ready_for_delivery',
];

export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  requested: ['awaiting_arrival', 'cancelled'],
  awaiting_arrival: ['received_at_warehouse', 'cancelled', 'on_hold'],
  // Back from invoiced to received when its invoice is withdrawn for a consolidation; disposed
  // when left in storage past the warehouse's maximum (docs/shipping.md, storage).
  received_at_warehouse: ['invoiced', 'on_hold', 'disposed'],
  invoiced: ['paid', 'on_hold', 'received_at_warehouse', 'disposed'],
  paid: ['shipping_started', 'on_hold', 'disposed'],
  shipping_started: ['in_transit', 'on_hold'],
  in_transit: ['arrived', 'on_hold'],
  arrived: ['ready_for_delivery', 'on_hold'],
  ready_for_delivery: ['delivered', 'on_hold'],
  delivered: [],
  cancelled: [],
  disposed: [],
  // Resuming goes back to the held state only (`canResume`); staff may also cancel a parcel
  // they cannot ship (a prohibited item), which the customer is told about.
  on_hold: [...HOLDABLE, 'cancelled'],
};

export type ShipmentActor = 'customer' | 'staff' | 'system';

/**
 * Who makes each move. The customer cancels before the parcel reaches us and starts shipping
 * once the invoice is paid; paying is the system's move (the payment settles it); staff do the
 * rest. A move not listed for an actor is refused even when the machine allows it.
 */
export const SHIPMENT_MOVES_BY_ACTOR: Readonly<
  Record<ShipmentActor, readonly (readonly [ShipmentStatus, ShipmentStatus])[]>
> = {
  customer: [
    ['requested', 'cancelled'],
    ['awaiting_arrival', 'cancelled'],
    ['paid', 'shipping_started'],
  ],
  system: [
    ['requested', 'awaiting_arrival'],
    ['invoiced', 'paid'],
    // A consolidation withdraws its parcels' invoices, then raises one for the box.
    ['invoiced', 'received_at_warehouse'],
    ['received_at_warehouse', 'invoiced'],
    // The storage job, after the final notice.
    ['received_at_warehouse', 'disposed'],
    ['invoiced', 'disposed'],
    ['paid', 'disposed'],
  ],
  staff: [
    ['awaiting_arrival', 'received_at_warehouse'],
    ['received_at_warehouse', 'invoiced'],
    ['shipping_started', 'in_transit'],
    ['in_transit', 'arrived'],
    ['arrived', 'ready_for_delivery'],
    ['ready_for_delivery', 'delivered'],
    ['on_hold', 'cancelled'],
    ...HOLDABLE.map((status) => [status, 'on_hold'] as const),
    ...HOLDABLE.map((status) => ['on_hold', status] as const),
  ],
};

/** Whether `actor` may move a parcel from `from` to `to` (the machine must allow it too). */
export function mayMove(actor: ShipmentActor, from: ShipmentStatus, to: ShipmentStatus): boolean {
  return SHIPMENT_MOVES_BY_ACTOR[actor].some(([a, b]) => a === from && b === to);
}

/** A held parcel resumes only where it stopped (or is cancelled). */
export function canResume(heldFrom: ShipmentStatus, to: ShipmentStatus): boolean {
  return to === 'cancelled' || to === heldFrom;
}

export const shipmentMachine = defineStateMachine<ShipmentStatus, Record<string, never>>({
  name: 'parcel',
  transitions: SHIPMENT_TRANSITIONS,
});
