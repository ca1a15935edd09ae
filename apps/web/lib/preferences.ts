/** Visitor preferences kept in cookies so server rendering already uses them. */

export const locales = ['en', 'bn'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const REGION_COOKIE = 'region';
export const SESSION_COOKIE = 'ory_kratos_session';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localeOrDefault(value: string | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** Region codes are ISO country codes; anything else in the cookie is ignored. */
export function regionCodeOrNull(value: string | undefined): string | null {
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}

/** A `document.cookie` assignment that keeps a preference site-wide for a year. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The languages of a region we can show, in the region's order; English as the safe floor. */
export function supportedLocales(regionLanguageCodes: readonly string[]): Locale[] {
  const offered = regionLanguageCodes.filter(isLocale);
  return offered.length > 0 ? offered : [defaultLocale];
}

/** Keeps the reader's language when the new region offers it, else the region's default. */
export function localeForRegion(
  current: Locale,
  regionLanguageCodes: readonly string[],
  regionDefault: string,
): Locale {
  const offered = supportedLocales(regionLanguageCodes);
  if (offered.includes(current)) return current;
  return isLocale(regionDefault) && offered.includes(regionDefault) ? regionDefault : offered[0]!;
}
