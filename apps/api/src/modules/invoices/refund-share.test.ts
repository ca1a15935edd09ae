import { money } from '@crossport/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gatewayFeeBack } from './refund-share.ts';

const bdt = (amount: number) => money(amount, 'BDT');

describe('the gateway fee returned with a refund', () => {
  it('is the refunded part’s share of the fee held, never more, and all of it for everything', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (kept, fee, part) => {
          const refund = Math.max(1, Math.round(kept * part));
          const back = gatewayFeeBack(bdt(refund), bdt(kept), bdt(fee)).amount;
          expect(back).toBeGreaterThanOrEqual(0);
          expect(back).toBeLessThanOrEqual(fee);
          expect(Math.abs(back - (fee * Math.min(refund, kept)) / kept)).toBeLessThan(1);
          if (refund >= kept) expect(back).toBe(fee);
        },
      ),
    );
  });

  it('returns the whole fee over two refunds that together return everything', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (kept, fee, part) => {
          const first = Math.min(kept - 1, Math.max(1, Math.round(kept * part)));
          const back1 = gatewayFeeBack(bdt(first), bdt(kept), bdt(fee)).amount;
          const back2 = gatewayFeeBack(bdt(kept - first), bdt(kept - first), bdt(fee - back1));
          expect(back1 + back2.amount).toBe(fee);
        },
      ),
    );
  });

  it('returns nothing when no fee was paid or nothing is refunded', () => {
    expect(gatewayFeeBack(bdt(500), bdt(1_000), bdt(0)).amount).toBe(0);
    expect(gatewayFeeBack(bdt(0), bdt(1_000), bdt(185)).amount).toBe(0);
    expect(gatewayFeeBack(bdt(500), bdt(1_000), bdt(185)).amount).toBe(93);
  });
});
