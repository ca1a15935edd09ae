import { describe, expect, it } from 'vitest';
import { categoryHref, productHref, productIdOrNull } from './product-href.ts';

describe('catalog links', () => {
  it('reads only plain positive product ids from the route', () => {
    expect(productIdOrNull('4969')).toBe(4969);
    for (const bad of ['0', '-1', '1.5', '01', 'abc', '9'.repeat(20)]) {
      expect(productIdOrNull(bad)).toBeNull();
    }
  });

  it('links products and categories', () => {
    expect(productHref(7)).toBe('/products/7');
    expect(categoryHref(3)).toBe('/search?category=3');
  });
});
