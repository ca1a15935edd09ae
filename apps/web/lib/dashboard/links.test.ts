import { describe, expect, it } from 'vitest';
import { payPath, stagePath } from './links.ts';

describe('dashboard links', () => {
  it('pays the one invoice due at once, and lists several to choose from', () => {
    expect(payPath({ count: 1, invoices: [{ id: 42 }] })).toBe('/dashboard/payment?invoice=42');
    expect(payPath({ count: 2, invoices: [{ id: 43 }, { id: 42 }] })).toBe('/dashboard/invoice');
  });

  it("opens a stage's parcels, or My Orders when only bought products are in it", () => {
    expect(stagePath({ stage: 'at_warehouse', parcels: 1, orders: 2 })).toBe(
      '/dashboard/ship-for-me/my-parcel',
    );
    expect(stagePath({ stage: 'at_warehouse', parcels: 0, orders: 2 })).toBe(
      '/dashboard/buy-and-ship/my-orders',
    );
    expect(stagePath({ stage: 'in_transit', parcels: 0, orders: 0 })).toBe(
      '/dashboard/ship-for-me/my-shipment',
    );
    expect(stagePath({ stage: 'arrived', parcels: 0, orders: 1 })).toBe(
      '/dashboard/create-delivery-request',
    );
    expect(stagePath({ stage: 'out_for_delivery', parcels: 1, orders: 0 })).toBe(
      '/dashboard/buy-and-ship/my-delivery',
    );
  });
});
