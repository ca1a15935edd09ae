import { describe, expect, it } from 'vitest';
import english from '../messages/en.json';
import bengali from '../messages/bn.json';
import { mergeMessages } from './merge-messages.ts';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('message catalogues', () => {
  it('fills untranslated strings from English and keeps translated ones', () => {
    const merged = mergeMessages({ a: { b: 'B', c: 'C' }, d: 'D' }, { a: { b: 'বি' } });
    expect(merged).toEqual({ a: { b: 'বি', c: 'C' }, d: 'D' });
  });

  it('Bengali uses only keys that exist in English', () => {
    const englishKeys = new Set(keys(english));
    expect(keys(bengali).filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  it('Bengali translates the header, footer, switcher and dashboard labels', () => {
    const bengaliKeys = new Set(keys(bengali));
    const required = keys(english).filter(
      (key) =>
        /^(header|footer|switcher)\./.test(key) ||
        /^dashboard\.(groups|sections\.\w+\.label)/.test(key),
    );
    expect(required.filter((key) => !bengaliKeys.has(key))).toEqual([]);
  });
});
