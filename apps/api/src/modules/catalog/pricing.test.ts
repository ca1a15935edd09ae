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
  });
});

describe('sourceAmountFor', () => {
  it('inverts the conversion so a price filter keeps every product shown inside the range', () => {
    const lower = sourceAmountFor(155_382, bdt, 'lower');
    const upper = sourceAmountFor(155_382, bdt, 'upper');
    expect(lower).toBeLessThanOrEqual(8_900);
    expect(upper).toBeGreaterThanOrEqual(8_900);
    expect(priceInRegion(upper + 1, bdt).amount).toBeGreaterThan(155_382);
  });
});
