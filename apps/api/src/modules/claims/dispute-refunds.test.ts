import { money } from '@crossport/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidForItems, refundable } from './disputes.ts';

describe('dispute refunds (property)', () => {
  it('no sequence of partial refunds exceeds what was paid for the disputed items', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 20_000_000 }), { maxLength: 30 }),
        (paidTotal, productQuantity, q, requests) => {
          const quantity = Math.min(q, productQuantity);
          const paid = paidForItems(money(paidTotal, 'BDT'), quantity, productQuantity);
          expect(paid.amount).toBeLessThanOrEqual(paidTotal);
          let refunded = 0;
          for (const amount of requests) {
            // What the service does: refuse above what is left, else add it.
            if (amount <= refundable({ paidAmount: paid.amount, refundedAmount: refunded })) {
              refunded += amount;
            }
            expect(refunded).toBeLessThanOrEqual(paid.amount);
          }
        },
      ),
    );
  });
});
