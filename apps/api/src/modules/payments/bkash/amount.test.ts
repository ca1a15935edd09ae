import { describe, expect, it } from 'vitest';
import { formatBkashAmount, parseBkashAmount } from './amount.ts';

describe('bKash amounts', () => {
  it('reads bKash’s decimal strings into minor units and writes them back with two decimals', () => {
    expect(parseBkashAmount('1050.00', 'BDT')).toEqual({ amount: 105000, currency: 'BDT' });
    expect(parseBkashAmount('10', 'BDT')).toEqual({ amount: 1000, currency: 'BDT' });
    expect(parseBkashAmount('10.5', 'BDT')).toEqual({ amount: 1050, currency: 'BDT' });
    expect(formatBkashAmount({ amount: 105050, currency: 'BDT' })).toBe('1050.50');
    expect(formatBkashAmount({ amount: 7, currency: 'BDT' })).toBe('0.07');
  });

  it('refuses what is not a plain amount', () => {
    for (const bad of ['', '-1', '1e3', '1.234', ' 1', '1,000', '0x10', '1234567890']) {
      expect(() => parseBkashAmount(bad, 'BDT')).toThrow(RangeError);
    }
    expect(() => formatBkashAmount({ amount: -1, currency: 'BDT' })).toThrow(RangeError);
  });
});
