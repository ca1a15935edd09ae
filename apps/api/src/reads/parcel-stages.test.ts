import { describe, expect, it } from 'vitest';
import { stagesOf } from './parcel-stages.ts';

describe('goods by stage', () => {
  it('groups parcel and buy product states into the four stages', () => {
    expect(
      stagesOf({
        parcels: {
          requested: 5,
          received_at_warehouse: 1,
          invoiced: 2,
          paid: 3,
          shipping_started: 1,
          in_transit: 1,
          arrived: 2,
          ready_for_delivery: 1,
          on_hold: 4,
          delivered: 9,
        },
        orders: { purchasing: 3, received_abroad: 2, handed_to_international: 1, arrived: 1 },
        outForDelivery: { parcels: 0, buyProducts: 0 },
      }),
    ).toEqual([
      { stage: 'at_warehouse', parcels: 6, orders: 2 },
      { stage: 'in_transit', parcels: 2, orders: 1 },
      { stage: 'arrived', parcels: 3, orders: 1 },
      { stage: 'out_for_delivery', parcels: 0, orders: 0 },
    ]);
  });

  it('moves the goods a courier has from arrived to out for delivery, never below zero', () => {
    const stages = stagesOf({
      parcels: { arrived: 2, ready_for_delivery: 1 },
      orders: { arrived: 1 },
      outForDelivery: { parcels: 2, buyProducts: 2 },
    });
    expect(stages.slice(2)).toEqual([
      { stage: 'arrived', parcels: 1, orders: 0 },
      { stage: 'out_for_delivery', parcels: 2, orders: 2 },
    ]);
  });
});
