import { describe, expect, it } from 'vitest';
import { parseAmount, payoutAmountProblem } from './amount.ts';

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

describe('payoutAmountProblem', () => {
  const taka = (amount: number) => ({ amount, currency: 'BDT' });
  const limits = { min: taka(10_000), max: taka(2_500_000) };

  it('passes an amount within the balance and the gateway’s limits', () => {
    expect(payoutAmountProblem(taka(10_000), taka(50_000), limits)).toBeNull();
    expect(payoutAmountProblem(taka(50_000), taka(50_000), limits)).toBeNull();
  });

  it('says which rule an amount breaks', () => {
    expect(payoutAmountProblem('required', taka(50_000), limits)).toBe('required');
    expect(payoutAmountProblem(taka(50_001), taka(50_000), limits)).toBe('moreThanAvailable');
    expect(payoutAmountProblem(taka(9_999), taka(50_000), limits)).toBe('belowMinimum');
    expect(payoutAmountProblem(taka(2_500_001), taka(9_000_000), limits)).toBe('aboveMaximum');
    expect(payoutAmountProblem(taka(1), taka(50_000))).toBeNull();
  });
});
