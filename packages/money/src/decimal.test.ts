import { describe, expect, it } from 'vitest';
import { basisPointsOf, money, parseDecimalString, toDecimalString } from './index.ts';

describe('decimal strings (how gateways write amounts)', () => {
  it('writes minor units with the currency’s digits', () => {
    expect(toDecimalString(money(105000, 'BDT'))).toBe('1050.00');
    expect(toDecimalString(money(5, 'BDT'))).toBe('0.05');
    expect(toDecimalString(money(50, 'BDT'))).toBe('0.50');
    expect(toDecimalString(money(0, 'BDT'))).toBe('0.00');
    expect(toDecimalString(money(1234, 'JPY'))).toBe('1234');
    expect(toDecimalString(money(1, 'KWD'))).toBe('0.001');
  });

  it('refuses to write a negative amount', () => {
    expect(() => toDecimalString(money(-1, 'BDT'))).toThrow(RangeError);
  });

  it('reads them back exactly', () => {
    expect(parseDecimalString('1050.00', 'BDT')).toEqual(money(105000, 'BDT'));
    expect(parseDecimalString('1050.5', 'BDT')).toEqual(money(105050, 'BDT'));
    expect(parseDecimalString('1050', 'BDT')).toEqual(money(105000, 'BDT'));
    expect(parseDecimalString('0.07', 'bdt')).toEqual(money(7, 'BDT'));
    expect(parseDecimalString('12', 'JPY')).toEqual(money(12, 'JPY'));
    for (const amount of [0, 1, 99, 100, 123456789]) {
      const value = money(amount, 'BDT');
      expect(parseDecimalString(toDecimalString(value), 'BDT')).toEqual(value);
    }
  });

  it('refuses what is not a plain amount, or has more digits than the currency', () => {
    for (const text of ['', '1.001', '-1.00', '1e3', ' 1.00', '1.00 ', '1,000.00', '.5', '1.']) {
      expect(() => parseDecimalString(text, 'BDT'), JSON.stringify(text)).toThrow(RangeError);
    }
    expect(() => parseDecimalString('1.5', 'JPY')).toThrow(/JPY/);
    expect(() => parseDecimalString('1234567890123456', 'BDT')).toThrow(RangeError);
  });
});

describe('basisPointsOf', () => {
  it('takes a share rounded half up to the minor unit', () => {
    // 1.85 % of 1000.00 BDT is 18.50; of 10.00 it is 0.185 → 0.19; of 0.27 it is 0.004995 → 0.
    expect(basisPointsOf(money(100000, 'BDT'), 185)).toEqual(money(1850, 'BDT'));
    expect(basisPointsOf(money(1000, 'BDT'), 185)).toEqual(money(19, 'BDT'));
    expect(basisPointsOf(money(27, 'BDT'), 185)).toEqual(money(0, 'BDT'));
    expect(basisPointsOf(money(200, 'BDT'), 25)).toEqual(money(1, 'BDT'));
    expect(basisPointsOf(money(199, 'BDT'), 25)).toEqual(money(0, 'BDT'));
    expect(basisPointsOf(money(12345, 'BDT'), 0)).toEqual(money(0, 'BDT'));
    expect(basisPointsOf(money(12345, 'BDT'), 10_000)).toEqual(money(12345, 'BDT'));
  });

  it('refuses a negative or fractional share', () => {
    expect(() => basisPointsOf(money(100, 'BDT'), -1)).toThrow(RangeError);
    expect(() => basisPointsOf(money(100, 'BDT'), 1.5)).toThrow(RangeError);
  });
});
