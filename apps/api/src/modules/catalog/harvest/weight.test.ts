import { describe, expect, it } from 'vitest';
import { parseWeightGrams } from './weight.ts';

describe('parseWeightGrams', () => {
  it('reads schema.org quantitative values by unit code or unit text', () => {
    expect(parseWeightGrams({ '@type': 'QuantitativeValue', value: 1.2, unitCode: 'KGM' })).toBe(
      1200,
    );
    expect(parseWeightGrams({ value: '350', unitCode: 'GRM' })).toBe(350);
    expect(parseWeightGrams({ value: 2, unitText: 'lb' })).toBe(907);
    expect(parseWeightGrams({ value: 8, unitCode: 'ONZ' })).toBe(227);
  });

  it('reads the text shops write, in any case, with a comma or a Chinese unit', () => {
    expect(parseWeightGrams('1.2 kg')).toBe(1200);
    expect(parseWeightGrams('500g')).toBe(500);
    expect(parseWeightGrams('0,75 KG')).toBe(750);
    expect(parseWeightGrams('1.5公斤')).toBe(1500);
    expect(parseWeightGrams('300克')).toBe(300);
    expect(parseWeightGrams(['', '2 lbs'])).toBe(907);
  });

  it('reads a bare number as kilograms', () => {
    expect(parseWeightGrams(0.45)).toBe(450);
    expect(parseWeightGrams('3')).toBe(3000);
  });

  it('gives null for missing, unknown or implausible weights', () => {
    expect(parseWeightGrams(undefined)).toBeNull();
    expect(parseWeightGrams('heavy')).toBeNull();
    expect(parseWeightGrams('5 parsecs')).toBeNull();
    expect(parseWeightGrams({ value: 0, unitCode: 'KGM' })).toBeNull();
    expect(parseWeightGrams({ value: 5, unitCode: 'TNE' })).toBeNull();
    expect(parseWeightGrams('2000 kg')).toBeNull();
  });
});
