import { describe, expect, it } from 'vitest';
import {
  addMoney,
  convertFromSource,
  divideRoundHalfUp,
  formatMoney,
  minorDigits,
  money,
  multiplyMoney,
  subtractMoney,
  sumMoney,
} from './index.ts';

describe('money', () => {
  it('refuses fractional minor units', () => {
    expect(() => money(10.5, 'BDT')).toThrow(RangeError);
  });

  it('refuses to add different currencies', () => {
    expect(() => addMoney(money(1, 'BDT'), money(1, 'USD'))).toThrow(/BDT with USD/);
  });

  it('adds and multiplies in minor units', () => {
    expect(multiplyMoney(addMoney(money(150, 'USD'), money(250, 'USD')), 3)).toEqual(
      money(1200, 'USD'),
    );
  });

  it('names the currency in capitals whatever case it was given in', () => {
    expect(money(1, 'bdt')).toEqual({ amount: 1, currency: 'BDT' });
  });

  it('refuses amounts beyond what a number holds exactly', () => {
    expect(() => money(Number.MAX_SAFE_INTEGER + 1, 'BDT')).toThrow(/integer of minor units/);
    expect(money(Number.MAX_SAFE_INTEGER, 'BDT').amount).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('subtracts in minor units, going below zero when asked to', () => {
    expect(subtractMoney(money(500, 'BDT'), money(150, 'BDT'))).toEqual(money(350, 'BDT'));
    expect(subtractMoney(money(150, 'BDT'), money(500, 'BDT'))).toEqual(money(-350, 'BDT'));
  });

  it('refuses to subtract different currencies', () => {
    expect(() => subtractMoney(money(500, 'BDT'), money(1, 'USD'))).toThrow(/BDT with USD/);
  });

  it('sums a list of one currency, and an empty list to zero of the named currency', () => {
    expect(sumMoney([money(1, 'USD'), money(20, 'USD'), money(-300, 'USD')], 'USD')).toEqual(
      money(-279, 'USD'),
    );
    expect(sumMoney([], 'usd')).toEqual(money(0, 'USD'));
  });

  it('refuses to sum a list with another currency in it', () => {
    expect(() => sumMoney([money(1, 'USD'), money(1, 'BDT')], 'USD')).toThrow(/USD with BDT/);
    expect(() => sumMoney([money(1, 'BDT')], 'USD')).toThrow(/USD with BDT/);
  });

  it('refuses to sum past what a number holds exactly', () => {
    const big = money(Number.MAX_SAFE_INTEGER, 'USD');
    expect(() => sumMoney([big, money(1, 'USD')], 'USD')).toThrow(RangeError);
  });

  it('multiplies only by whole quantities', () => {
    // 100 × 1.5 would be a whole 150 cents: only the quantity guard refuses it.
    expect(() => multiplyMoney(money(100, 'USD'), 1.5)).toThrow(/Quantity must be an integer/);
    expect(multiplyMoney(money(100, 'USD'), 0)).toEqual(money(0, 'USD'));
  });

  it('knows minor digits per currency', () => {
    expect(minorDigits('BDT')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('rounds halves away from zero', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
    expect(divideRoundHalfUp(7n, 2n)).toBe(4n);
    expect(divideRoundHalfUp(-7n, 2n)).toBe(-4n);
    expect(divideRoundHalfUp(5n, 3n)).toBe(2n);
    expect(divideRoundHalfUp(-4n, 3n)).toBe(-1n);
    expect(divideRoundHalfUp(0n, 7n)).toBe(0n);
    expect(divideRoundHalfUp(9n, 1n)).toBe(9n);
  });

  it('refuses to divide by zero with its own message, not a bare BigInt error', () => {
    expect(() => divideRoundHalfUp(5n, 0n)).toThrow(/Denominator must be positive/);
  });

  it('refuses a negative denominator rather than rounding the wrong way', () => {
    expect(() => divideRoundHalfUp(5n, -2n)).toThrow(/Denominator must be positive/);
  });
});

describe('convertFromSource', () => {
  const bdt = {
    sourceCurrency: 'CNY',
    targetCurrency: 'BDT',
    rateMicros: 17_250_000,
    markupBps: 0,
  };

  it('converts CNY fen to BDT paisa at the rate', () => {
    expect(convertFromSource(money(10_000, 'CNY'), bdt)).toEqual(money(172_500, 'BDT'));
  });

  it('adds the markup on top of the rate', () => {
    expect(convertFromSource(money(10_000, 'CNY'), { ...bdt, markupBps: 500 })).toEqual(
      money(181_125, 'BDT'),
    );
  });

  it('rounds to the target currency minor unit', () => {
    const jpy = {
      sourceCurrency: 'CNY',
      targetCurrency: 'JPY',
      rateMicros: 21_123_456,
      markupBps: 0,
    };
    expect(convertFromSource(money(199, 'CNY'), jpy)).toEqual(money(42, 'JPY'));
  });

  it('refuses a price that is not in the source currency', () => {
    expect(() => convertFromSource(money(100, 'USD'), bdt)).toThrow(/Expected a CNY/);
  });
});

describe('formatMoney', () => {
  it('formats with the currency symbol for the locale', () => {
    expect(formatMoney(money(123_456, 'USD'), 'en-US')).toBe('$1,234.56');
    expect(formatMoney(money(500, 'JPY'), 'en-US')).toBe('¥500');
    expect(formatMoney(money(120_000, 'BDT'), 'en-BD')).toMatch(/^BDT\s1,200\.00$/);
  });

  it('shows the narrow local sign on request', () => {
    expect(formatMoney(money(120_000, 'BDT'), 'en-BD', 'narrowSymbol')).toBe('৳1,200.00');
    expect(formatMoney(money(1_380, 'USD'), 'en-BD', 'narrowSymbol')).toBe('$13.80');
  });
});
