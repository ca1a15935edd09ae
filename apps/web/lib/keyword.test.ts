import { countCharacters } from '@crossport/text';
import { describe, expect, it } from 'vitest';
import { searchHref } from './keyword.ts';

function keywordOf(href: string | null): string {
  return new URL(href ?? '', 'http://local').searchParams.get('keyword') ?? '';
}

describe('searchHref', () => {
  it('builds the search URL with an encoded, cut keyword', () => {
    expect(searchHref('phone case & stand')).toBe('/search?keyword=phone+case+%26+stand');
    expect(keywordOf(searchHref('x'.repeat(101)))).toHaveLength(100);
  });

  it('cuts an emoji keyword to 100 characters the API accepts, never half an emoji', () => {
    const keyword = keywordOf(searchHref('👟'.repeat(120)));
    expect(keyword).toBe('👟'.repeat(100));
    expect(countCharacters(keyword)).toBe(100);
  });

  it('keeps a flag whole or drops it', () => {
    expect(keywordOf(searchHref(`${'a'.repeat(99)}🇧🇩`))).toBe('a'.repeat(99));
  });

  it('refuses an empty keyword', () => {
    expect(searchHref('   ')).toBeNull();
  });
});
