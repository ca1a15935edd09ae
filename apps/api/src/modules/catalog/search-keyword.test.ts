import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordGlossary } from './keyword-glossary.ts';
import { searchKeyword } from './search-keyword.ts';

describe('searching in Bengali and Chinese', () => {
  it('searches English and other Latin keywords as typed', () => {
    expect(searchKeyword('laptop backpack')).toEqual({
      english: 'laptop backpack',
      translatedFrom: null,
    });
    expect(searchKeyword('Tênis')).toEqual({ english: 'Tênis', translatedFrom: null });
  });

  it('translates Bengali words, phrases and nouns with endings', () => {
    expect(searchKeyword('ব্যাকপ্যাক')).toEqual({ english: 'backpack', translatedFrom: 'bn' });
    expect(searchKeyword('লাল জুতা')).toEqual({ english: 'red shoes', translatedFrom: 'bn' });
    // A two-word phrase beats its words: "phone cover" is a phone case, not a phone.
    expect(searchKeyword('মোবাইল কভার').english).toBe('phone case');
    expect(searchKeyword('ব্যাগগুলো').english).toBe('bag');
    expect(searchKeyword('চামড়ার ওয়ালেট').english).toBe('leather wallet');
  });

  it('reads Bengali digits as numbers and keeps English words in a mixed keyword', () => {
    expect(searchKeyword('১৫.৬ ইঞ্চি ল্যাপটপ ব্যাগ').english).toBe('15.6 inch laptop bag');
    expect(searchKeyword('USB-C চার্জার').english).toBe('USB-C charger');
  });

  it('splits Chinese runs by the longest known word', () => {
    expect(searchKeyword('双肩包')).toEqual({ english: 'backpack', translatedFrom: 'zh' });
    expect(searchKeyword('红色连衣裙').english).toBe('red dress');
    expect(searchKeyword('女士 T恤').english).toBe('women t-shirt');
    expect(searchKeyword('15寸笔记本电脑包').english).toBe('15 inch laptop bag');
  });

  it('leaves out unknown words when something was understood, else searches as typed', () => {
    expect(searchKeyword('সুন্দর হেডফোন').english).toBe('headphones');
    expect(searchKeyword('অজানা')).toEqual({ english: 'অজানা', translatedFrom: null });
    expect(searchKeyword('龍')).toEqual({ english: '龍', translatedFrom: null });
  });

  it('translates every glossary word to its English on its own', () => {
    for (const entry of keywordGlossary) {
      for (const word of [...entry.bn, ...entry.zh]) {
        expect(searchKeyword(word).english, word).toBe(entry.en);
      }
    }
  });

  it('always answers words without Bengali or Chinese letters, never an empty search', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }), (typed) => {
        const { english } = searchKeyword(typed);
        expect(english.length).toBeGreaterThan(0);
      }),
    );
  });
});
