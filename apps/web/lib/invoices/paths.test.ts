import { describe, expect, it } from 'vitest';
import {
  invoicePath,
  paymentStatusPath,
  paymentStepPath,
  paymentTargetOf,
  positiveId,
} from './paths.ts';

describe('payment paths', () => {
  it('puts the payment step under dashboard/payment, what to pay in the query', () => {
    expect(paymentStepPath({ kind: 'invoice', id: 7 })).toBe('/dashboard/payment?invoice=7');
    expect(paymentStepPath({ kind: 'session', id: 3 })).toBe('/dashboard/payment?session=3');
    expect(paymentStatusPath(42)).toBe('/dashboard/payment/status?transaction=42');
    expect(invoicePath(9)).toBe('/dashboard/invoice/9');
  });

  it('reads back what the step pays, an invoice before a session', () => {
    expect(paymentTargetOf({ invoice: '7' })).toEqual({ kind: 'invoice', id: 7 });
    expect(paymentTargetOf({ session: '3' })).toEqual({ kind: 'session', id: 3 });
    expect(paymentTargetOf({ invoice: '7', session: '3' })).toEqual({ kind: 'invoice', id: 7 });
    expect(paymentTargetOf({})).toBeNull();
  });

  it('takes only whole positive ids, so a hand-edited address lists transactions instead', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', '01', '99999999999999999'])
      expect(positiveId(bad), bad).toBeNull();
    expect(positiveId(['1', '2'])).toBeNull();
    expect(positiveId('12')).toBe(12);
  });
});
