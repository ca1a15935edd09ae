import { describe, expect, it } from 'vitest';
import {
  KEYWORD_MAX_CHARACTERS,
  KEYWORD_MAX_UTF16_UNITS,
  countCharacters,
  cutKeyword,
  isKeywordWithinLimit,
} from './keyword.ts';

describe('the keyword rule', () => {
  it('counts an emoji as one character, not two UTF-16 units', () => {
    expect(countCharacters('👟')).toBe(1);
    expect(countCharacters('জুতা')).toBe(4);
  });

  it('accepts 100 emoji and refuses 101', () => {
    expect(isKeywordWithinLimit('😀'.repeat(100))).toBe(true);
    expect(isKeywordWithinLimit('😀'.repeat(101))).toBe(false);
  });

  it('trims and leaves a keyword within the limit untouched', () => {
    expect(cutKeyword('  wireless earbuds ')).toBe('wireless earbuds');
    expect(cutKeyword('b'.repeat(100))).toBe('b'.repeat(100));
  });

  it('cuts to 100 characters without splitting a surrogate pair', () => {
    const cut = cutKeyword('👟'.repeat(120));
    expect(cut).toBe('👟'.repeat(100));
    expect(cut.length).toBe(200);
    expect(cut.length).toBeLessThanOrEqual(KEYWORD_MAX_UTF16_UNITS);
  });

  it('never splits a flag or a ZWJ emoji', () => {
    const flag = '🇧🇩'; // two code points
    const family = '👨‍👩‍👧'; // five code points
    expect(cutKeyword('a'.repeat(99) + flag)).toBe('a'.repeat(99));
    expect(cutKeyword('a'.repeat(96) + family)).toBe('a'.repeat(96));
    expect(cutKeyword('a'.repeat(95) + family)).toBe('a'.repeat(95) + family);
  });

  it('every cut is within the limit', () => {
    for (const unit of ['x', '👟', '🇧🇩', 'কি', '👨‍👩‍👧', 'e\u0301']) {
      const cut = cutKeyword(unit.repeat(150));
      expect(isKeywordWithinLimit(cut)).toBe(true);
      expect(countCharacters(cut)).toBeGreaterThan(KEYWORD_MAX_CHARACTERS - 5);
    }
  });
});
