import { describe, expect, it } from 'vitest';
import {
  addMoney,
  convertFromSource,
  divideRoundHalfUp,
  formatMoney,
  minorDigits,
  money,
  multiplyMoney,
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

  it('knows minor digits per currency', () => {
    expect(minorDigits('BDT')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
  });

  it('rounds halves away from zero', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
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
  });
});
