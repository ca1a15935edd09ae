import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { MobileFilters } from '../../components/catalog/MobileFilters.tsx';
import { PasteLinkBox } from '../../components/catalog/PasteLinkBox.tsx';
import { ActiveFilters, SearchFilters } from '../../components/catalog/SearchFilters.tsx';
import { SearchResults } from '../../components/catalog/SearchResults.tsx';
import { SortSelect } from '../../components/catalog/SortSelect.tsx';
import { ShopByCategory } from '../../components/home/ShopByCategory.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { categoryIndex } from '../../lib/catalog/categories.ts';
import { looksLikeUrl } from '../../lib/catalog/harvest.ts';
import {
  activeFilters,
  isSearchable,
  parseSearchState,
  searchStateHref,
  toSearchRequest,
  type FilterKey,
  type SearchState,
} from '../../lib/catalog/search-state.ts';
import {
  getInventoryMetadata,
  getNavCategories,
  searchProducts,
} from '../../lib/catalog/server-catalog.ts';
import { moneyLocale as moneyLocaleOf } from '../../lib/pricing.ts';
import { getCurrentRegion } from '../../lib/server-api.ts';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('searchPage');
  const { keyword } = parseSearchState(await searchParams);
  return { title: keyword ? t('resultsFor', { keyword }) : t('title'), robots: { index: false } };
}

export default async function SearchPage({ searchParams }: Props) {
  const state = parseSearchState(await searchParams);
  const [t, tCommon, locale, region, metadata] = await Promise.all([
    getTranslations('searchPage'),
    getTranslations('common'),
    getLocale(),
    getCurrentRegion(),
    getInventoryMetadata(),
  ]);
  const moneyLocale = moneyLocaleOf(locale, region?.code);
  const currency = region?.currency_code ?? 'BDT';

  // A shop link typed into the search box is imported rather than searched for.
  if (looksLikeUrl(state.keyword)) {
    return (
      <div className="container-page py-8 md:py-12">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('importTitle')}</h1>
        <p className="mt-2 text-sm text-ink-muted">{t('importBody')}</p>
        <PasteLinkBox className="mt-6" initialUrl={state.keyword} autoStart />
      </div>
    );
  }

  if (!isSearchable(state)) {
    return (
      <div className="py-8 md:py-12">
        <div className="container-page">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('title')}</h1>
          <div className="mt-6">
            <EmptyState icon="search" title={t('promptTitle')} body={t('promptBody')} />
          </div>
          <PasteLinkBox className="mt-6" />
        </div>
        <ShopByCategory categories={await getNavCategories()} />
      </div>
    );
  }

  const request = toSearchRequest(state, currency);
  const results = await searchProducts(request);
  const categories = categoryIndex(metadata.ok ? metadata.data.categories : []);
  const facetNames = new Map(
    (results.ok ? results.data.facets.categories : []).map((facet) => [facet.id, facet.name]),
  );
  const categoryName = (id: number) =>
    categories.get(id)?.at(-1) ?? facetNames.get(id) ?? t('categoryFallback', { id });
  const sourceNames = new Map(
    (metadata.ok ? metadata.data.sources : []).map((source) => [source.code, source.name]),
  );

  const activeCount = activeFilters(state).length;
  const filters = (
    <SearchFilters
      state={state}
      facets={results.ok ? results.data.facets : null}
      currency={currency}
      moneyLocale={moneyLocale}
      sourceNames={sourceNames}
      categoryName={categoryName}
    />
  );

  const heading = state.keyword
    ? t('resultsFor', { keyword: state.keyword })
    : state.category !== null
      ? categoryName(state.category)
      : t('title');

  return (
    <div className="container-page py-6 md:py-10">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight md:text-3xl">{heading}</h1>
          {results.ok ? (
            <p className="mt-1 text-sm text-ink-muted" data-testid="result-count">
              {results.data.total_is_capped
                ? t('countCapped', { count: results.data.pagination.total })
                : t('count', { count: results.data.pagination.total })}
              {results.data.searched_as ? (
                <span data-testid="searched-as">
                  {' · '}
                  {t('searchedAs', { words: results.data.searched_as })}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <MobileFilters
            key={searchStateHref(state)}
            label={t('filtersLabel')}
            badge={activeCount > 0 ? String(activeCount) : null}
            closeLabel={tCommon('close')}
          >
            {filters}
          </MobileFilters>
          <SortSelect state={state} />
        </div>
      </div>

      <div className="mt-4">
        <ActiveFilters
          state={state}
          labels={filterLabels(state, currency, categoryName, sourceNames, t)}
        />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-8">
        <aside aria-label={t('filtersLabel')} className="hidden lg:block">
          {filters}
        </aside>

        <section aria-label={t('resultsLabel')} className="min-w-0">
          {!results.ok ? (
            <ErrorState
              title={t('failedTitle')}
              body={
                results.status !== null && results.status < 500 ? t('invalidBody') : t('failedBody')
              }
              action={
                <a href={searchStateHref(state)} className="text-sm font-semibold text-brand-700">
                  {t('retry')}
                </a>
              }
            />
          ) : results.data.data.length === 0 ? (
            <div className="flex flex-col gap-6">
              <EmptyState
                icon="search"
                title={t('emptyTitle')}
                body={activeFilters(state).length > 0 ? t('emptyFiltered') : t('emptyBody')}
              />
              <PasteLinkBox />
            </div>
          ) : (
            <SearchResults
              key={searchStateHref(state)}
              request={request}
              firstPage={results.data}
              regionCode={region?.code ?? null}
              moneyLocale={moneyLocale}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function filterLabels(
  state: SearchState,
  currency: string,
  categoryName: (id: number) => string,
  sourceNames: ReadonlyMap<string, string>,
  t: Awaited<ReturnType<typeof getTranslations<'searchPage'>>>,
): Partial<Record<FilterKey, string>> {
  const price =
    state.minPrice !== null && state.maxPrice !== null
      ? t('chips.priceBetween', { currency, min: state.minPrice, max: state.maxPrice })
      : state.minPrice !== null
        ? t('chips.priceFrom', { currency, min: state.minPrice })
        : t('chips.priceUpTo', { currency, max: state.maxPrice ?? 0 });
  return {
    category: state.category !== null ? categoryName(state.category) : undefined,
    price,
    source: state.source !== null ? (sourceNames.get(state.source) ?? state.source) : undefined,
    shop: state.shop !== null ? t('chips.shop', { shop: state.shop }) : undefined,
    rating: state.rating !== null ? t('chips.rating', { rating: state.rating }) : undefined,
  };
}
