import { describe, expect, it } from 'vitest';
import { bkashReturnOf, outcomeOf, shouldExecute } from './outcome.ts';

describe('payment outcome', () => {
  it('names each final state in the customer’s terms', () => {
    expect(outcomeOf({ status: 'succeeded', gateway: 'bkash' })).toBe('paid');
    expect(outcomeOf({ status: 'failed', gateway: 'bkash' })).toBe('failed');
    expect(outcomeOf({ status: 'cancelled', gateway: 'bkash' })).toBe('cancelled');
    expect(outcomeOf({ status: 'expired', gateway: 'bkash' })).toBe('expired');
  });

  it('tells a bank transfer waiting for staff from a payment still being processed', () => {
    expect(outcomeOf({ status: 'pending', gateway: 'bank_transfer' })).toBe('under_review');
    expect(outcomeOf({ status: 'pending', gateway: 'bkash' })).toBe('processing');
  });

  it('reads what bKash appended to the return address, and nothing malformed', () => {
    expect(bkashReturnOf({ paymentID: 'TR0011abc', status: 'success' })).toEqual({
      paymentID: 'TR0011abc',
      status: 'success',
    });
    expect(bkashReturnOf({ paymentID: 'TR0011abc', status: 'cancel' })?.status).toBe('cancel');
    expect(bkashReturnOf({ paymentID: 'TR0011abc', status: 'done' })).toBeNull();
    expect(bkashReturnOf({ paymentID: '<script>', status: 'success' })).toBeNull();
    expect(bkashReturnOf({ paymentID: ['a', 'b'], status: 'success' })).toBeNull();
    expect(bkashReturnOf({ status: 'success' })).toBeNull();
  });

  it('executes only a pending bKash payment the customer came back from', () => {
    const back = { paymentID: 'TR1', status: 'success' } as const;
    expect(shouldExecute({ status: 'pending', gateway: 'bkash' }, back)).toBe(true);
    expect(shouldExecute({ status: 'pending', gateway: 'bkash' }, null)).toBe(false);
    expect(shouldExecute({ status: 'succeeded', gateway: 'bkash' }, back)).toBe(false);
    expect(shouldExecute({ status: 'pending', gateway: 'bank_transfer' }, back)).toBe(false);
  });
});
