/**
 * Where the storefront shows each content slug (docs/content.md). A slug is either a page of
 * its own, at the path below, or a part of other pages (menus, logos, the home variants, the
 * "Did you know?" box, a product's live banners). `apps/api/test/content-pages.test.ts` reads
 * this file, the API's slug list and `app/`: a slug the API serves without a place here, or a
 * path here without a page, fails it.
 */
export const CONTENT_PAGES = {
  about: '/about',
  faq: '/faq',
  'refund-policy': '/refund-policy',
  'contact-us': '/contact-us',
  'talk-to-expert': '/talk-to-expert',
  'app-landing-page': '/app',
  'ship-for-me-landing-page': '/services/ship-for-me',
  'privacy-policy': '/privacy-policy',
  'terms-and-conditions': '/terms-and-conditions',
} as const;

export type ContentPageSlug = keyof typeof CONTENT_PAGES;

/**
 * Slugs that are parts of other pages, and the file (under apps/web) that shows each.
 * @public read by apps/api/test/content-pages.test.ts, not by the storefront
 */
export const CONTENT_PARTS = {
  'footer-menu': 'components/Footer.tsx',
  'category-navigation': 'components/Footer.tsx',
  'site-logos': 'components/Header.tsx',
  'service-navigation': 'components/Header.tsx',
  'before-login': 'lib/content/home-variant.ts',
  'mobile-before-login-homepage': 'lib/content/home-variant.ts',
  'after-login': 'lib/content/home-variant.ts',
  'mobile-after-login-homepage': 'lib/content/home-variant.ts',
  'random-page-content': 'components/content/DidYouKnow.tsx',
  '{product}-live-homepage': 'components/live/LiveBanners.tsx',
} as const;
