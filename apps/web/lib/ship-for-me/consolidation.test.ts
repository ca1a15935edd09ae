import { describe, expect, it } from 'vitest';
import { canJoinBox } from './consolidation.ts';

describe('canJoinBox', () => {
  it('takes only invoiced parcels not already in a box', () => {
    expect(canJoinBox({ status: 'invoiced', consolidation_id: null })).toBe(true);
    expect(canJoinBox({ status: 'invoiced', consolidation_id: 4 })).toBe(false);
    expect(canJoinBox({ status: 'paid', consolidation_id: null })).toBe(false);
    expect(canJoinBox({ status: 'received_at_warehouse', consolidation_id: null })).toBe(false);
  });
});
