import { minorDigits } from '@crossport/money';
import { cutKeyword } from '@crossport/text';
import type { SearchRequest, SortOption } from './types.ts';

/** Spec §9: a search takes at most 3 filters (the keyword and the sort are not filters). */
export const MAX_ACTIVE_FILTERS = 3;
export const SEARCH_PAGE_SIZE = 24;

export const SORT_OPTIONS: readonly SortOption[] = [
  'relevance',
  'popular',
  'price_asc',
  'price_desc',
  'rating',
  'newest',
];

export type FilterKey = 'category' | 'price' | 'source' | 'shop' | 'rating';
/** The order filters keep when a link carries more than the limit allows. */
const FILTER_ORDER: readonly FilterKey[] = ['category', 'price', 'source', 'shop', 'rating'];

/** What the search page's URL says, in the units a reader types (prices in major units). */
export interface SearchState {
  keyword: string;
  category: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  source: string | null;
  shop: string | null;
  rating: number | null;
  sort: SortOption;
}

type Params = Record<string, string | string[] | undefined>;

function first(params: Params, key: string): string | undefined {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

function positiveInt(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

function amount(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,12}(\.\d{1,3})?$/.test(value.trim())) return null;
  return Number(value);
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim().slice(0, 64);
  return trimmed ? trimmed : null;
}

export function parseSearchState(params: Params): SearchState {
  const sort = first(params, 'sort');
  const rating = amount(first(params, 'rating'));
  let minPrice = amount(first(params, 'min_price'));
  let maxPrice = amount(first(params, 'max_price'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return limitFilters({
    keyword: cutKeyword(first(params, 'keyword') ?? ''),
    category: positiveInt(first(params, 'category')),
    minPrice,
    maxPrice,
    source: text(first(params, 'source')),
    shop: text(first(params, 'shop')),
    rating: rating !== null && rating > 0 && rating <= 5 ? rating : null,
    sort: SORT_OPTIONS.includes(sort as SortOption) ? (sort as SortOption) : 'relevance',
  });
}

function isActive(state: SearchState, key: FilterKey): boolean {
  switch (key) {
    case 'category':
      return state.category !== null;
    case 'price':
      return state.minPrice !== null || state.maxPrice !== null;
    case 'source':
      return state.source !== null;
    case 'shop':
      return state.shop !== null;
    case 'rating':
      return state.rating !== null;
  }
}

export function activeFilters(state: SearchState): FilterKey[] {
  return FILTER_ORDER.filter((key) => isActive(state, key));
}

/** A filter can be set when it is already active (changing it) or the limit is not reached. */
export function canUseFilter(state: SearchState, key: FilterKey): boolean {
  return isActive(state, key) || activeFilters(state).length < MAX_ACTIVE_FILTERS;
}

export function clearFilter(state: SearchState, key: FilterKey): SearchState {
  switch (key) {
    case 'category':
      return { ...state, category: null };
    case 'price':
      return { ...state, minPrice: null, maxPrice: null };
    case 'source':
      return { ...state, source: null };
    case 'shop':
      return { ...state, shop: null };
    case 'rating':
      return { ...state, rating: null };
  }
}

/** Keeps the first filters, in a fixed order, when a link carries more than allowed. */
export function limitFilters(state: SearchState): SearchState {
  return activeFilters(state)
    .slice(MAX_ACTIVE_FILTERS)
    .reduce((kept, key) => clearFilter(kept, key), state);
}

/** The search page URL for a state; defaults are left out so links stay short. */
export function searchStateHref(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.category !== null) params.set('category', String(state.category));
  if (state.minPrice !== null) params.set('min_price', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max_price', String(state.maxPrice));
  if (state.source !== null) params.set('source', state.source);
  if (state.shop !== null) params.set('shop', state.shop);
  if (state.rating !== null) params.set('rating', String(state.rating));
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/** Whether there is anything to search for: the API needs a keyword or a category. */
export function isSearchable(state: SearchState): boolean {
  return state.keyword !== '' || state.category !== null;
}

function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** The `POST products/search` body; prices become minor units of the region currency. */
export function toSearchRequest(
  state: SearchState,
  currency: string,
  cursor?: string,
): SearchRequest {
  return {
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.category !== null ? { category_id: state.category } : {}),
    ...(state.minPrice !== null ? { min_price: toMinor(state.minPrice, currency) } : {}),
    ...(state.maxPrice !== null ? { max_price: toMinor(state.maxPrice, currency) } : {}),
    ...(state.source !== null ? { source_site: state.source } : {}),
    ...(state.shop !== null ? { shop_id: state.shop } : {}),
    ...(state.rating !== null ? { min_rating: state.rating } : {}),
    sort: state.sort,
    per_page: SEARCH_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
  };
}
