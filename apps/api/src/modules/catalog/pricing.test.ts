import { describe, expect, it } from 'vitest';
import { priceInRegion, sourceAmountFor } from './pricing.ts';

const bdt = {
  sourceCurrency: 'CNY',
  targetCurrency: 'BDT',
  rateMicros: 16_950_000,
  markupBps: 300,
};
const usd = { sourceCurrency: 'CNY', targetCurrency: 'USD', rateMicros: 138_000, markupBps: 300 };

describe('priceInRegion', () => {
  it('converts CNY fen at the region rate plus its markup', () => {
    // ¥89.00 × 16.95 × 1.03 = ৳1,553.8065 → ৳1,553.81
    expect(priceInRegion(8_900, bdt)).toEqual({ amount: 155_381, currency: 'BDT' });
  });

  it('rounds half up to the cent for US dollars', () => {
    // ¥89.00 × 0.138 × 1.03 = $12.65046 → $12.65
    expect(priceInRegion(8_900, usd)).toEqual({ amount: 1_265, currency: 'USD' });
  });

  it('takes the customer discount off the converted price, rounded once more', () => {
    // ৳1,553.81 less 5 % = ৳1,476.1195 → ৳1,476.12
    expect(priceInRegion(8_900, bdt, 500)).toEqual({ amount: 147_612, currency: 'BDT' });
  });

  it('never gives a negative price for a discount over 100 %', () => {
    expect(priceInRegion(8_900, bdt, 20_000).amount).toBe(0);
    expect(priceInRegion(8_900, bdt, 10_000).amount).toBe(0);
    // 99.99 % off ৳1,553.81 leaves ৳0.155 → ৳0.16: only the exact 100 % reaches zero.
    expect(priceInRegion(8_900, bdt, 9_999).amount).toBe(16);
  });

  it('never turns a negative discount into a surcharge', () => {
    expect(priceInRegion(8_900, bdt, -500)).toEqual(priceInRegion(8_900, bdt));
    expect(priceInRegion(8_900, bdt, -500).amount).toBe(155_381);
  });

  it('leaves the price alone without a discount', () => {
    expect(priceInRegion(8_900, bdt, 0)).toEqual({ amount: 155_381, currency: 'BDT' });
  });
});

const jpy = { sourceCurrency: 'CNY', targetCurrency: 'JPY', rateMicros: 21_123_456, markupBps: 0 };

/** Every bound from 0 to `last` minor units: the filter keeps exactly what is shown inside. */
function expectExactInversion(terms: typeof bdt, last: number) {
  const misses: string[] = [];
  for (let bound = 0; bound <= last; bound += 1) {
    const lower = sourceAmountFor(bound, terms, 'lower');
    const upper = sourceAmountFor(bound, terms, 'upper');
    const shown = (source: number) => priceInRegion(source, terms).amount;
    // The least CNY amount shown at the bound or above, and the greatest shown at it or below.
    if (shown(Math.max(lower, 0)) < bound) misses.push(`lower ${bound} starts above it`);
    if (lower > 0 && shown(lower - 1) >= bound)
      misses.push(`lower ${bound}: ${lower - 1} is shown at it too`);
    if (shown(upper) > bound) misses.push(`upper ${bound} lets in ${upper}`);
    if (shown(upper + 1) <= bound) misses.push(`upper ${bound}: ${upper + 1} is shown at it too`);
  }
  expect(misses.slice(0, 5)).toEqual([]);
}

describe('sourceAmountFor', () => {
  it('keeps a product shown exactly at a US-dollar upper bound ($12.65 keeps ¥89.01–89.03)', () => {
    for (const fen of [8_900, 8_901, 8_902, 8_903]) {
      expect(priceInRegion(fen, usd).amount).toBe(1_265);
    }
    expect(sourceAmountFor(1_265, usd, 'upper')).toBe(8_903);
    expect(priceInRegion(8_904, usd).amount).toBe(1_266);
  });

  it('keeps a product shown exactly at a US-dollar lower bound', () => {
    const lower = sourceAmountFor(1_265, usd, 'lower');
    expect(priceInRegion(lower, usd).amount).toBe(1_265);
    expect(priceInRegion(lower - 1, usd).amount).toBe(1_264);
  });

  it('inverts the rounding exactly for every US-dollar bound from $0 to $200', () => {
    expectExactInversion(usd, 20_000);
  });

  it('inverts the rounding exactly for every taka bound from ৳0 to ৳200', () => {
    expectExactInversion(bdt, 20_000);
  });

  it('inverts the rounding exactly without a markup and for a currency without cents', () => {
    expectExactInversion({ ...usd, markupBps: 0 }, 5_000);
    expectExactInversion(jpy, 5_000);
  });

  it('keeps every price from a lower bound of 0', () => {
    expect(sourceAmountFor(0, usd, 'lower')).toBeLessThanOrEqual(0);
    expect(sourceAmountFor(0, bdt, 'lower')).toBeLessThanOrEqual(0);
  });
});
