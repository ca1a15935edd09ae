import { CONTENT_PAGES } from '../lib/content/pages.ts';

/**
 * Pages whose HTML is the same for every visitor, so a copy on the phone shows nothing
 * personal: the storefront and its help pages. Account pages, the cart and checkout are
 * never kept (they show one customer's data, and a stale cart or price would mislead).
 */
const PUBLIC_PREFIXES = [
  '/search',
  '/products',
  '/campaigns',
  '/live',
  ...Object.values(CONTENT_PAGES),
  '/shipping-calculator',
  '/landed-cost',
] as const;

export function isCachedPage(pathname: string): boolean {
  if (pathname === '/') return true;
  return PUBLIC_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
