/**
 * The content slugs the storefront asks for (spec §2), as data: anything else is 404. A
 * product's live-stream banners live under `{product}-live-homepage`.
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
] as const;

/** What `navigation-list` answers together: the menus every page shows. */
export const NAVIGATION_SLUGS = ['service-navigation', 'category-navigation', 'footer-menu'];

const LIVE_HOMEPAGE = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?-live-homepage$/;

export function isKnownSlug(slug: string): boolean {
  return (CONTENT_SLUGS as readonly string[]).includes(slug) || LIVE_HOMEPAGE.test(slug);
}

export const CONTENT_LOCALES = ['en', 'bn'] as const;
