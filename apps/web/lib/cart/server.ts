import { getLocale } from 'next-intl/server';
import { moneyLocale } from '../pricing.ts';
import { getCurrentRegion } from '../server-api.ts';

/** What the client cart, checkout and order screens need from the server: locale and region. */
export async function regionContext(): Promise<{ moneyLocale: string; regionCode: string | null }> {
  const [locale, region] = await Promise.all([getLocale(), getCurrentRegion()]);
  return { moneyLocale: moneyLocale(locale, region?.code), regionCode: region?.code ?? null };
}
