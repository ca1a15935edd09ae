import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateMoney, money, sumMoney } from './index.ts';

const amounts = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
const weightLists = fc
  .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 })
  .filter((weights) => weights.some((w) => w > 0));

describe('allocateMoney', () => {
  it('gives parts that always add up to the whole, for any weights', () => {
    fc.assert(
      fc.property(amounts, weightLists, (amount, weights) => {
        const parts = allocateMoney(money(amount, 'BDT'), weights);
        expect(parts).toHaveLength(weights.length);
        expect(sumMoney(parts, 'BDT')).toEqual(money(amount, 'BDT'));
      }),
    );
  });

  it('never gives a negative part of a non-negative amount, nor anything to a zero weight', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000_000 }), weightLists, (amount, weights) => {
        const parts = allocateMoney(money(amount, 'USD'), weights);
        parts.forEach((part, i) => {
          expect(part.amount).toBeGreaterThanOrEqual(0);
          if (weights[i] === 0) expect(part.amount).toBe(0);
        });
      }),
    );
  });

  it('keeps every part within one minor unit of its exact share', () => {
    fc.assert(
      fc.property(amounts, weightLists, (amount, weights) => {
        const total = weights.reduce((s, w) => s + w, 0);
        allocateMoney(money(amount, 'BDT'), weights).forEach((part, i) => {
          const exact = (amount * (weights[i] ?? 0)) / total;
          expect(Math.abs(part.amount - exact)).toBeLessThan(1 + 1e-6 * Math.abs(exact));
        });
      }),
    );
  });

  it('splits a negative amount like the positive one, sign put back', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), weightLists, (amount, weights) => {
        const positive = allocateMoney(money(amount, 'BDT'), weights);
        const negative = allocateMoney(money(-amount, 'BDT'), weights);
        expect(negative.map((p) => p.amount)).toEqual(positive.map((p) => -p.amount || 0));
      }),
    );
  });

  it('gives the leftover units to the largest remainders, the earlier part on a tie', () => {
    expect(allocateMoney(money(100, 'USD'), [1, 1, 1]).map((p) => p.amount)).toEqual([34, 33, 33]);
    expect(allocateMoney(money(101, 'USD'), [1, 1, 1]).map((p) => p.amount)).toEqual([34, 34, 33]);
    // 11 by 3:3:4 → 3.3, 3.3, 4.4 → the largest remainder (0.4) takes the cent, wherever it is.
    expect(allocateMoney(money(11, 'USD'), [3, 3, 4]).map((p) => p.amount)).toEqual([3, 3, 5]);
    // 5 by 1:2:7 → 0.5, 1.0, 3.5 → the tie between 0.5 and 3.5 goes to the earlier part.
    expect(allocateMoney(money(5, 'USD'), [1, 2, 7]).map((p) => p.amount)).toEqual([1, 1, 3]);
    // 7 by 7:1:1:1 → 4.9, 0.7, 0.7, 0.7 → the largest remainder (0.9) first, then 0.7s in order.
    expect(allocateMoney(money(7, 'USD'), [7, 1, 1, 1]).map((p) => p.amount)).toEqual([5, 1, 1, 0]);
    expect(allocateMoney(money(-7, 'USD'), [7, 1, 1, 1]).map((p) => p.amount)).toEqual([
      -5, -1, -1, 0,
    ]);
  });

  it('keeps the currency of the whole on every part', () => {
    expect(allocateMoney(money(10, 'jpy'), [1, 1])).toEqual([money(5, 'JPY'), money(5, 'JPY')]);
  });

  it('refuses an empty list of weights', () => {
    expect(() => allocateMoney(money(10, 'USD'), [])).toThrow(/at least one weight/);
  });

  it('refuses weights that add up to zero (a zero divisor)', () => {
    expect(() => allocateMoney(money(10, 'USD'), [0, 0])).toThrow(/must not all be zero/);
  });

  it('refuses a negative weight, even when the weights still add up to more than zero', () => {
    expect(() => allocateMoney(money(10, 'USD'), [3, -1])).toThrow(/non-negative integers/);
  });

  it('refuses a fractional weight', () => {
    expect(() => allocateMoney(money(10, 'USD'), [0.5, 1])).toThrow(/non-negative integers/);
  });
});
