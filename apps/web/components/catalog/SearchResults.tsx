'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { api, ok } from '../../lib/api.ts';
import { catalogKeys } from '../../lib/catalog/query-keys.ts';
import type { SearchRequest, SearchResponse } from '../../lib/catalog/types.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ProductGrid } from './ProductGrid.tsx';

const SEARCH = '/api/product/customer/v1/products/search';

/**
 * The result grid: the first page comes rendered from the server; further pages load by
 * keyset cursor when the reader nears the end (or presses "Show more").
 */
export function SearchResults({
  request,
  firstPage,
  regionCode,
  moneyLocale,
}: {
  request: SearchRequest;
  firstPage: SearchResponse;
  regionCode: string | null;
  moneyLocale: string;
}) {
  const t = useTranslations('searchPage');
  const query = useInfiniteQuery({
    queryKey: catalogKeys.search(regionCode, request),
    queryFn: async ({ pageParam, signal }) =>
      ok(api.POST(SEARCH, { body: { ...request, cursor: pageParam }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    initialData: { pages: [firstPage], pageParams: [undefined] },
  });

  // The API counts a search towards top searches only for a guest or customer, and the first
  // page was rendered on the server, which knows neither: the browser repeats it once (one
  // card) so that it counts for this visitor.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    const keyword = request.keyword;
    if (!keyword || firstPage.data.length === 0 || counted.current === keyword) return;
    counted.current = keyword;
    ok(api.POST(SEARCH, { body: { ...request, page: 1, per_page: 1, cursor: undefined } })).catch(
      () => undefined,
    );
  }, [request, firstPage]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const products = (query.data?.pages ?? [firstPage]).flatMap((page) => page.data);

  return (
    <section aria-labelledby="search-results-heading">
      {/* Cards title their products with h3: this h2 keeps the outline without a gap. */}
      <h2 id="search-results-heading" className="sr-only">
        {t('resultsHeading')}
      </h2>
      <ProductGrid products={products} moneyLocale={moneyLocale} />
      {/* Not a scroll anchor: the browser would keep it in view as pages load above it. */}
      <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3 [overflow-anchor:none]">
        {isFetchingNextPage ? (
          <div className="grid w-full grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="aspect-[3/4] w-full" />
            ))}
          </div>
        ) : null}
        {isFetchNextPageError ? (
          <ErrorState
            title={t('moreFailed')}
            action={
              <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()}>
                {t('retry')}
              </Button>
            }
          />
        ) : hasNextPage && !isFetchingNextPage ? (
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            {t('showMore')}
          </Button>
        ) : !hasNextPage && products.length > 0 ? (
          <p className="text-sm text-ink-subtle">{t('end', { count: products.length })}</p>
        ) : null}
      </div>
    </section>
  );
}
