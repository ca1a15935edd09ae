import { describe, expect, it } from 'vitest';
import { placeholderSvg } from './images.ts';
import { glyphFor } from './product-glyphs.ts';

describe('demo product pictures', () => {
  it('draw what the category sells, so products of different kinds look different', () => {
    const headphones = glyphFor('headphones-3');
    expect(glyphFor('dresses-3')).not.toBe(headphones);
    expect(glyphFor('smart-watches-1')).toBe(glyphFor('watches-2'));
    expect(glyphFor('women-tops-1')).toBe(glyphFor('men-tshirts-1'));
    // An unknown kind still gets a picture: a parcel.
    expect(glyphFor('mystery-9')).toBe(glyphFor('storage-1'));
    expect(placeholderSvg('headphones-3')).toContain(headphones('', '').slice(0, 20));
  });

  it('give a product several different pictures from one category', () => {
    const gallery = [0, 5, 10, 15].map((n) => placeholderSvg(`headphones-${n}`));
    expect(new Set(gallery).size).toBe(4);
    expect(placeholderSvg('headphones-5')).toBe(placeholderSvg('headphones-5'));
  });

  it('escape the label', () => {
    expect(placeholderSvg('<script>-1')).not.toContain('<script>');
  });
});
