import { describe, expect, it } from 'vitest';
import { canCancelPayout, payoutStatuses, payoutTone } from './payout-status.ts';

describe('payout request status', () => {
  it('lets the customer cancel only a pending request', () => {
    expect(payoutStatuses.filter(canCancelPayout)).toEqual(['pending']);
  });

  it('shows money still on its way as progress, paid as success, refused as danger', () => {
    expect(payoutTone('pending')).toBe('progress');
    expect(payoutTone('approved')).toBe('progress');
    expect(payoutTone('completed')).toBe('success');
    expect(payoutTone('rejected')).toBe('danger');
    expect(payoutTone('cancelled')).toBe('neutral');
  });
});
