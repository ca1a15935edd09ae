import { describe, expect, it } from 'vitest';
import {
  canResume,
  HOLDABLE,
  mayMove,
  SHIPMENT_MOVES_BY_ACTOR,
  SHIPMENT_STATUSES,
  SHIPMENT_TRANSITIONS,
  shipmentMachine,
  type ShipmentStatus,
} from './state-machine.ts';

const WORKING: ShipmentStatus[] = [
  'awaiting_arrival',
  'received_at_warehouse',
  'invoiced',
  'paid',
  'shipping_started',
  'in_transit',
  'arrived',
  'ready_for_delivery',
];

describe('the shipment product state machine', () => {
  it('is exactly the drawing in docs/shipping.md', () => {
    expect(SHIPMENT_STATUSES).toEqual([
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
    ]);
    expect(HOLDABLE).toEqual(WORKING);
    expect(SHIPMENT_TRANSITIONS).toEqual({
      requested: ['awaiting_arrival', 'cancelled'],
      awaiting_arrival: ['received_at_warehouse', 'cancelled', 'on_hold'],
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
      on_hold: [...WORKING, 'cancelled'],
    });
  });

  it('reaches delivered from requested along the happy path, and every state from requested', () => {
    const seen = new Set<ShipmentStatus>(['requested']);
    const queue: ShipmentStatus[] = ['requested'];
    while (queue.length) {
      for (const next of SHIPMENT_TRANSITIONS[queue.shift()!]) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...SHIPMENT_STATUSES].sort());
  });

  it('moves a legal step and refuses an illegal one with 409, storing nothing', async () => {
    const stored: string[] = [];
    await shipmentMachine.transition('invoiced', 'paid', {}, async () => {
      stored.push('paid');
    });
    await expect(
      shipmentMachine.transition('requested', 'delivered', {}, async () => {
        stored.push('delivered');
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'This parcel is requested and cannot become delivered.',
    });
    await expect(
      shipmentMachine.transition('delivered', 'on_hold', {}, async () => {
        stored.push('held');
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(stored).toEqual(['paid']);
  });

  it('lets each actor make only its own moves, and every listed move is legal', () => {
    for (const moves of Object.values(SHIPMENT_MOVES_BY_ACTOR)) {
      for (const [from, to] of moves) expect(SHIPMENT_TRANSITIONS[from]).toContain(to);
    }
    expect(mayMove('customer', 'requested', 'cancelled')).toBe(true);
    expect(mayMove('customer', 'awaiting_arrival', 'cancelled')).toBe(true);
    expect(mayMove('customer', 'paid', 'shipping_started')).toBe(true);
    expect(mayMove('customer', 'received_at_warehouse', 'invoiced')).toBe(false);
    expect(mayMove('customer', 'invoiced', 'paid')).toBe(false);
    expect(mayMove('customer', 'awaiting_arrival', 'on_hold')).toBe(false);
    expect(mayMove('system', 'invoiced', 'paid')).toBe(true);
    expect(mayMove('system', 'requested', 'awaiting_arrival')).toBe(true);
    expect(mayMove('system', 'paid', 'shipping_started')).toBe(false);
    // Consolidation withdraws an invoice and raises the box's; storage disposes.
    expect(mayMove('system', 'invoiced', 'received_at_warehouse')).toBe(true);
    expect(mayMove('system', 'received_at_warehouse', 'invoiced')).toBe(true);
    expect(mayMove('system', 'paid', 'disposed')).toBe(true);
    expect(mayMove('customer', 'paid', 'disposed')).toBe(false);
    expect(mayMove('staff', 'invoiced', 'received_at_warehouse')).toBe(false);
    expect(mayMove('staff', 'invoiced', 'paid')).toBe(false);
    expect(mayMove('staff', 'paid', 'shipping_started')).toBe(false);
    expect(mayMove('staff', 'requested', 'cancelled')).toBe(false);
    expect(mayMove('staff', 'on_hold', 'cancelled')).toBe(true);
    for (const status of WORKING) {
      expect(mayMove('staff', status, 'on_hold')).toBe(true);
      expect(mayMove('staff', 'on_hold', status)).toBe(true);
    }
    const staffForward: [ShipmentStatus, ShipmentStatus][] = [
      ['awaiting_arrival', 'received_at_warehouse'],
      ['received_at_warehouse', 'invoiced'],
      ['shipping_started', 'in_transit'],
      ['in_transit', 'arrived'],
      ['arrived', 'ready_for_delivery'],
      ['ready_for_delivery', 'delivered'],
    ];
    for (const [from, to] of staffForward) expect(mayMove('staff', from, to)).toBe(true);
    expect(SHIPMENT_MOVES_BY_ACTOR.customer).toHaveLength(3);
    expect(SHIPMENT_MOVES_BY_ACTOR.system).toHaveLength(7);
    expect(SHIPMENT_MOVES_BY_ACTOR.staff).toHaveLength(7 + 2 * WORKING.length);
  });

  it('resumes a held parcel only where it stopped, or cancels it', () => {
    expect(canResume('in_transit', 'in_transit')).toBe(true);
    expect(canResume('in_transit', 'cancelled')).toBe(true);
    expect(canResume('in_transit', 'arrived')).toBe(false);
    expect(canResume('paid', 'in_transit')).toBe(false);
  });
});
