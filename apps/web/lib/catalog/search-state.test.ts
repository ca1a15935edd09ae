import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  canUseFilter,
  parseSearchState,
  searchStateHref,
  toSearchRequest,
} from './search-state.ts';

describe('search state', () => {
  it('reads the URL, cutting the keyword to 100 characters', () => {
    const state = parseSearchState({ keyword: ` ${'a'.repeat(150)} `, sort: 'bogus' });
    expect(state.keyword).toHaveLength(100);
    expect(state.sort).toBe('relevance');
    expect(activeFilters(state)).toEqual([]);
  });

  it('counts a price range as one filter', () => {
    const state = parseSearchState({ keyword: 'bag', min_price: '10', max_price: '50' });
    expect(activeFilters(state)).toEqual(['price']);
  });

  it('allows at most 3 filters, but still lets an active one change', () => {
    const state = parseSearchState({
      keyword: 'bag',
      category: '4',
      min_price: '1',
      source: '1688',
    });
    expect(activeFilters(state)).toHaveLength(3);
    expect(canUseFilter(state, 'shop')).toBe(false);
    expect(canUseFilter(state, 'rating')).toBe(false);
    expect(canUseFilter(state, 'price')).toBe(true);
  });

  it('keeps the first 3 filters of a link that carries more', () => {
    const state = parseSearchState({
      keyword: 'bag',
      category: '4',
      max_price: '99',
      source: 'taobao',
      shop: 'shop-1',
      rating: '4',
    });
    expect(activeFilters(state)).toEqual(['category', 'price', 'source']);
    expect(state.shop).toBeNull();
  });

  it('ignores malformed values and swaps a reversed price range', () => {
    const state = parseSearchState({
      category: '-1',
      min_price: '80',
      max_price: '20',
      rating: '9',
    });
    expect(state).toMatchObject({ category: null, minPrice: 20, maxPrice: 80, rating: null });
  });

  it('round-trips through the URL', () => {
    const state = parseSearchState({ keyword: 'backpack', min_price: '500', sort: 'price_asc' });
    expect(searchStateHref(state)).toBe('/search?keyword=backpack&min_price=500&sort=price_asc');
  });

  it('sends prices in minor units of the region currency', () => {
    const state = parseSearchState({ keyword: 'bag', min_price: '12.5', max_price: '100' });
    expect(toSearchRequest(state, 'USD')).toMatchObject({ min_price: 1250, max_price: 10_000 });
    expect(toSearchRequest(state, 'JPY')).toMatchObject({ min_price: 13, max_price: 100 });
  });
});
