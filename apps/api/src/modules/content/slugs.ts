/**
 * The content slugs the storefront asks for (spec §2), as data: anything else is 404. The
 * storefront shows each one somewhere (`apps/web/lib/content/pages.ts`, checked by
 * `apps/api/test/content-pages.test.ts`).
 */
export const CONTENT_SLUGS = [
  'footer-menu',
  'site-logos',
  'service-navigation',
  'category-navigation',
  'before-login',
  'mobile-before-login-homepage',
  'after-login',
  'mobile-after-login-homepage',
  'random-page-content',
  'app-landing-page',
  'contact-us',
  'talk-to-expert',
  'privacy-policy',
  'terms-and-conditions',
  'ship-for-me-landing-page',
  // Help pages every shop has, beyond spec §2's list (issue #32).
  'about',
  'faq',
  'refund-policy',
] as const;

/** What `navigation-list` answers together: the menus every page shows. */
export const NAVIGATION_SLUGS = ['service-navigation', 'category-navigation', 'footer-menu'];

/** Slugs by pattern, as spec §2 writes them: the live page's banners per stream category. */
export const CONTENT_SLUG_PATTERNS = {
  '{product}-live-homepage': /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?-live-homepage$/,
} as const;

export function isKnownSlug(slug: string): boolean {
  return (
    (CONTENT_SLUGS as readonly string[]).includes(slug) ||
    Object.values(CONTENT_SLUG_PATTERNS).some((pattern) => pattern.test(slug))
  );
}

export const CONTENT_LOCALES = ['en', 'bn'] as const;
