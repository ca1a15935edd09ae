import { describe, expect, it } from 'vitest';
import {
  bpsToPercent,
  fromMicros,
  fromMinor,
  percentToBps,
  toMicros,
  toMinor,
  typedAmount,
} from './units';

describe('settings units', () => {
  it('reads an exchange rate exactly into micros and back', () => {
    expect(toMicros('17.2')).toBe(17_200_000);
    expect(toMicros('0.000001')).toBe(1);
    expect(toMicros('18')).toBe(18_000_000);
    expect(fromMicros(17_250_000)).toBe('17.25');
    expect(fromMicros(18_000_000)).toBe('18');
    expect(fromMicros(1)).toBe('0.000001');
  });

  it('reads a percentage into basis points and back', () => {
    expect(percentToBps('2.5')).toBe(250);
    expect(percentToBps('100')).toBe(10_000);
    expect(bpsToPercent(250)).toBe('2.5');
    expect(bpsToPercent(7)).toBe('0.07');
    expect(bpsToPercent(0)).toBe('0');
  });

  it('refuses what is not a plain decimal or has too many places', () => {
    expect(toMicros('1.0000001')).toBeNull();
    expect(toMicros('-1')).toBeNull();
    expect(percentToBps('1.234')).toBeNull();
    expect(percentToBps('ten')).toBeNull();
  });

  it('reads a price in major units into minor units of its currency and back', () => {
    expect(toMinor('150.5', 'BDT')).toBe(15_050);
    expect(toMinor('200', 'USD')).toBe(20_000);
    expect(toMinor('1.234', 'USD')).toBeNull();
    expect(toMinor('-1', 'BDT')).toBeNull();
    expect(fromMinor(5_000, 'BDT')).toBe('50');
    expect(fromMinor(2_250, 'AED')).toBe('22.5');
  });

  it('reads a typed amount into minor units, or refuses it naming what was typed', () => {
    expect(typedAmount(' 950.5 ', 'BDT', 'the price')).toBe(95_050);
    expect(() => typedAmount('9,50', 'BDT', 'the price')).toThrow(
      expect.objectContaining({ code: 'invalid', message: expect.stringContaining('the price') }),
    );
  });
});
