import { describe, expect, it } from 'vitest';
import {
  BUY_PRODUCT_STATUSES,
  canTransition,
  CUSTOMER_CANCELLABLE,
  TRANSITIONS,
} from './state-machine.ts';

describe('buy product state machine', () => {
  it('knows every status and leads only to known statuses', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...BUY_PRODUCT_STATUSES].sort());
    for (const targets of Object.values(TRANSITIONS)) {
      for (const target of targets) expect(BUY_PRODUCT_STATUSES).toContain(target);
    }
  });

  it('reaches delivered from pending payment along the happy path', () => {
    const path = [
      'pending_payment',
      'purchasing',
      'purchased',
      'shipped_to_warehouse',
      'received_abroad',
      'handed_to_international',
      'arrived',
      'delivered',
    ] as const;
    for (let i = 1; i < path.length; i += 1) {
      expect(canTransition(path[i - 1] as never, path[i] as never)).toBe(true);
    }
  });

  it('ends at delivered and refunded, and never skips ahead', () => {
    expect(TRANSITIONS.delivered).toEqual([]);
    expect(TRANSITIONS.refunded).toEqual([]);
    expect(canTransition('pending_payment', 'delivered')).toBe(false);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
  });

  it('lets the customer cancel only states the state machine can cancel from', () => {
    for (const status of CUSTOMER_CANCELLABLE)
      expect(canTransition(status, 'cancelled')).toBe(true);
  });
});
