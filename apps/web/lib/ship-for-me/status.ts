import type { ShipmentStatus } from './types.ts';

/** The tabs of the parcel lists: what a customer looks for, in the order it happens. */
export const STATUS_TABS = [
  'all',
  'awaiting_arrival',
  'invoiced',
  'paid',
  'in_transit',
  'arrived',
  'delivered',
  'cancelled',
] as const satisfies readonly (ShipmentStatus | 'all')[];

/** The add-ons the web has words for; an add-on it does not know shows the API's name. */
export const KNOWN_ADDONS = ['extra_packing', 'photo_check', 'wooden_crate'] as const;
export function isKnownAddon(code: string): code is (typeof KNOWN_ADDONS)[number] {
  return (KNOWN_ADDONS as readonly string[]).includes(code);
}

/** The badge's tone: waiting on the customer (pay), moving, done, or stopped. */
export function statusTone(status: ShipmentStatus): 'action' | 'moving' | 'done' | 'stopped' {
  if (status === 'invoiced' || status === 'requested') return 'action';
  if (status === 'delivered') return 'done';
  if (status === 'cancelled' || status === 'on_hold') return 'stopped';
  return 'moving';
}
