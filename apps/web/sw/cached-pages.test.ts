import { describe, expect, it } from 'vitest';
import { isCachedPage } from './cached-pages.ts';

describe('pages the service worker keeps for offline', () => {
  it('keeps the storefront and help pages', () => {
    for (const path of [
      '/',
      '/search',
      '/products/42',
      '/campaigns/mega-sale',
      '/live/3',
      '/terms-and-conditions',
      '/contact-us',
      '/about',
      '/faq',
      '/refund-policy',
      '/services/ship-for-me',
    ])
      expect(isCachedPage(path), path).toBe(true);
  });

  it('never keeps account pages, the cart, checkout or the API', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/wallet',
      '/settings/addresses',
      '/cart',
      '/checkout',
      '/login',
      '/api/product/customer/v1/products/find/1',
      '/searchlight',
    ])
      expect(isCachedPage(path), path).toBe(false);
  });
});
