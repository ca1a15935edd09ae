import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it('reads taka and paisa exactly as minor units', () => {
    expect(parseAmount('250', 'BDT')).toEqual({ amount: 25_000, currency: 'BDT' });
    expect(parseAmount('0.29', 'BDT')).toEqual({ amount: 29, currency: 'BDT' });
    expect(parseAmount('1,250.5', 'BDT')).toEqual({ amount: 125_050, currency: 'BDT' });
    expect(parseAmount(' 12. ', 'BDT')).toEqual({ amount: 1_200, currency: 'BDT' });
  });

  it('accepts Bengali digits', () => {
    expect(parseAmount('৫০০.২৫', 'BDT')).toEqual({ amount: 50_025, currency: 'BDT' });
  });

  it('follows the currency’s minor digits', () => {
    expect(parseAmount('500', 'JPY')).toEqual({ amount: 500, currency: 'JPY' });
    expect(parseAmount('5.5', 'JPY')).toBe('tooManyDecimals');
    expect(parseAmount('1.234', 'BDT')).toBe('tooManyDecimals');
  });

  it('says why other text is not an amount', () => {
    expect(parseAmount('  ', 'BDT')).toBe('required');
    expect(parseAmount('-5', 'BDT')).toBe('invalid');
    expect(parseAmount('1e3', 'BDT')).toBe('invalid');
    expect(parseAmount('.5', 'BDT')).toBe('invalid');
    expect(parseAmount('0.00', 'BDT')).toBe('notPositive');
    expect(parseAmount('99999999999999999999', 'BDT')).toBe('invalid');
  });
});
