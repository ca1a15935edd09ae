import { getLocale } from 'next-intl/server';
import { CategoryGrid } from '../components/home/CategoryGrid.tsx';
import { Hero } from '../components/home/Hero.tsx';
import { PopularPicks } from '../components/home/PopularPicks.tsx';
import { ServiceCards } from '../components/home/ServiceCards.tsx';
import { moneyLocale } from '../lib/pricing.ts';
import { getCurrentRegion, getRegionSettings, getShippingCategories } from '../lib/server-api.ts';

export default async function HomePage() {
  const [locale, region, categories] = await Promise.all([
    getLocale(),
    getCurrentRegion(),
    getShippingCategories(),
  ]);
  const settings = region ? await getRegionSettings(region.id) : null;

  return (
    <>
      <Hero destination={region ? { code: region.code, name: region.name } : null} />
      <PopularPicks
        settings={settings}
        regionName={region?.name ?? null}
        moneyLocale={moneyLocale(locale, region?.code)}
      />
      <ServiceCards />
      <CategoryGrid categories={categories} />
    </>
  );
}
