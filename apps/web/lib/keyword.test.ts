import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX_LENGTH, cutKeyword, searchHref } from './keyword.ts';

describe('cutKeyword', () => {
  it('keeps short keywords as typed, minus surrounding spaces', () => {
    expect(cutKeyword('  wireless earbuds ')).toBe('wireless earbuds');
  });

  it('cuts to the first 100 characters', () => {
    const long = 'a'.repeat(150);
    expect(cutKeyword(long)).toHaveLength(KEYWORD_MAX_LENGTH);
    expect(cutKeyword('b'.repeat(100))).toBe('b'.repeat(100));
  });

  it('counts characters, not UTF-16 units, so nothing is split in half', () => {
    const cut = cutKeyword('👟'.repeat(120));
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut).toBe('👟'.repeat(100));
  });
});

describe('searchHref', () => {
  it('builds the search URL with an encoded, cut keyword', () => {
    expect(searchHref('phone case & stand')).toBe('/search?keyword=phone+case+%26+stand');
    const href = searchHref('x'.repeat(101)) ?? '';
    expect(new URL(href, 'http://local').searchParams.get('keyword')).toHaveLength(100);
  });

  it('refuses an empty keyword', () => {
    expect(searchHref('   ')).toBeNull();
  });
});
