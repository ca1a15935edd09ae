import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import english from '../messages/en.json';
import bengali from '../messages/bn.json';
import { mergeMessages } from './merge-messages.ts';

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The names of the ICU arguments a message takes. Kinds may differ: Bengali does not inflect
 * for number, so English's `{count, plural, …}` is a plain `{count}` there.
 */
function argumentsOf(message: string): string {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) {
        found.add(element.value);
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...found].sort().join(',');
}

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

  it('Bengali translates every English message', () => {
    const bengaliKeys = new Set(keys(bengali));
    expect(keys(english).filter((key) => !bengaliKeys.has(key))).toEqual([]);
  });

  it('each Bengali message takes the same arguments as its English one', () => {
    const mismatched = keys(english).flatMap((key) => {
      const translated = lookup(bengali, key);
      if (translated === undefined) return [];
      const want = argumentsOf(lookup(english, key)!);
      const got = argumentsOf(translated);
      return want === got ? [] : [`${key}: ${want} ≠ ${got}`];
    });
    expect(mismatched).toEqual([]);
  });
});
