import { cookies, headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { PasteLinkBox } from '../components/catalog/PasteLinkBox.tsx';
import { ContentBlocks } from '../components/content/blocks.tsx';
import { CategoryGrid } from '../components/home/CategoryGrid.tsx';
import { Hero } from '../components/home/Hero.tsx';
import { RecommendedProducts } from '../components/home/RecommendedProducts.tsx';
import { ServiceCards } from '../components/home/ServiceCards.tsx';
import { ShopByCategory } from '../components/home/ShopByCategory.tsx';
import { getNavCategories, getRecommended } from '../lib/catalog/server-catalog.ts';
import { homeSlug, isMobileBrowser } from '../lib/content/home-variant.ts';
import { SESSION_COOKIE } from '../lib/preferences.ts';
import { moneyLocale } from '../lib/pricing.ts';
import { getContent, getCurrentRegion, getShippingCategories } from '../lib/server-api.ts';

const RECOMMENDED_COUNT = 8;

/**
 * The home page as the content service has it for this visitor (before or after sign-in, phone
 * or larger screen; docs/content.md): its hero leads, the link box follows, then its blocks.
 * Without content (the service down, nothing published) the catalogue's own picks stand in.
 */
export default async function HomePage() {
  const [locale, region, shippingCategories, t, tLink, cookieStore, incoming] = await Promise.all([
    getLocale(),
    getCurrentRegion(),
    getShippingCategories(),
    getTranslations('home'),
    getTranslations('catalog.pasteLink'),
    cookies(),
    headers(),
  ]);
  const slug = homeSlug({
    signedIn: cookieStore.has(SESSION_COOKIE),
    mobile: isMobileBrowser(incoming.get('user-agent'), incoming.get('sec-ch-ua-mobile')),
  });
  const content = await getContent(slug, locale);
  const blocks = content?.blocks ?? [];
  const hero = blocks[0]?.type === 'hero' ? blocks[0] : null;
  const money = moneyLocale(locale, region?.code);
  const destination = region ? { code: region.code, name: region.name } : null;

  return (
    <div data-home-variant={content ? slug : 'fallback'}>
      {hero || !content ? (
        <Hero destination={destination} content={hero} />
      ) : (
        // A phone's home opens on products; its heading is for screen readers and outlines.
        <h1 className="sr-only">{t('hero.title')}</h1>
      )}
      <section
        aria-label={tLink('label')}
        className={`container-page relative ${hero || !content ? '-mt-6 md:-mt-8' : 'mt-4'}`}
      >
        <PasteLinkBox />
      </section>
      {content ? (
        <ContentBlocks
          blocks={hero ? blocks.slice(1) : blocks}
          moneyLocale={money}
          labels={{ contents: t('contents'), banners: t('banners') }}
          leadsPage={!hero}
        />
      ) : (
        <>
          <RecommendedProducts
            products={await getRecommended(RECOMMENDED_COUNT)}
            regionName={region?.name ?? null}
            moneyLocale={money}
          />
          <ShopByCategory categories={await getNavCategories()} />
        </>
      )}
      <ServiceCards signedIn={cookieStore.has(SESSION_COOKIE)} />
      <CategoryGrid categories={shippingCategories} />
    </div>
  );
}
