import { describe, expect, it } from 'vitest';
import { clampQuantity, tierFor, tierRanges } from './tiers.ts';
import type { PriceTier } from './types.ts';

function tier(min: number, amount: number): PriceTier {
  return {
    min_quantity: min,
    price: { amount, currency: 'BDT' },
    original_price: { amount: amount / 20, currency: 'CNY' },
  };
}

const tiers = [tier(10, 9_000), tier(1, 10_000), tier(50, 8_000)];

describe('price tiers', () => {
  it('prices a quantity at the highest tier it reaches', () => {
    expect(tierFor(tiers, 1)?.price.amount).toBe(10_000);
    expect(tierFor(tiers, 9)?.price.amount).toBe(10_000);
    expect(tierFor(tiers, 10)?.price.amount).toBe(9_000);
    expect(tierFor(tiers, 500)?.price.amount).toBe(8_000);
  });

  it('uses the first tier below its threshold and nothing without tiers', () => {
    expect(tierFor([tier(2, 5_000)], 1)?.price.amount).toBe(5_000);
    expect(tierFor([], 3)).toBeNull();
  });

  it('lists tiers as quantity ranges', () => {
    expect(tierRanges(tiers).map(({ from, to }) => [from, to])).toEqual([
      [1, 9],
      [10, 49],
      [50, null],
    ]);
  });

  it('keeps the quantity between one and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(2.7, null)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});
