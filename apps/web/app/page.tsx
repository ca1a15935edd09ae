import { getLocale, getTranslations } from 'next-intl/server';
import { PasteLinkBox } from '../components/catalog/PasteLinkBox.tsx';
import { CategoryRail } from '../components/home/CategoryRail.tsx';
import { CategoryGrid } from '../components/home/CategoryGrid.tsx';
import { Hero } from '../components/home/Hero.tsx';
import { RecommendedProducts } from '../components/home/RecommendedProducts.tsx';
import { ServiceCards } from '../components/home/ServiceCards.tsx';
import { ShopByCategory } from '../components/home/ShopByCategory.tsx';
import { getNavCategories, getRecommended } from '../lib/catalog/server-catalog.ts';
import { moneyLocale } from '../lib/pricing.ts';
import { getCurrentRegion, getShippingCategories } from '../lib/server-api.ts';

const RECOMMENDED_COUNT = 8;

export default async function HomePage() {
  const [locale, region, navCategories, recommended, shippingCategories, t] = await Promise.all([
    getLocale(),
    getCurrentRegion(),
    getNavCategories(),
    getRecommended(RECOMMENDED_COUNT),
    getShippingCategories(),
    getTranslations('catalog.pasteLink'),
  ]);

  // One more rail for the first category, loaded once the category tree is known.
  const featured = navCategories.ok ? navCategories.data[0] : undefined;
  const featuredProducts = featured ? await getRecommended(RECOMMENDED_COUNT, featured.id) : null;
  const money = moneyLocale(locale, region?.code);

  return (
    <>
      <Hero destination={region ? { code: region.code, name: region.name } : null} />
      <section aria-label={t('label')} className="container-page -mt-6 relative md:-mt-8">
        <PasteLinkBox />
      </section>
      <ShopByCategory categories={navCategories} />
      <RecommendedProducts
        products={recommended}
        regionName={region?.name ?? null}
        moneyLocale={money}
      />
      {featured && featuredProducts?.ok ? (
        <CategoryRail category={featured} products={featuredProducts.data} moneyLocale={money} />
      ) : null}
      <ServiceCards />
      <CategoryGrid categories={shippingCategories} />
    </>
  );
}
