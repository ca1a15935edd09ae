'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { api, ok } from '../../lib/api.ts';
import { catalogKeys } from '../../lib/catalog/query-keys.ts';
import type { ReviewsPage } from '../../lib/catalog/types.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Stars } from './Stars.tsx';

/** Reviews, the first page rendered on the server, further pages fetched as the reader pages. */
export function ProductReviews({
  productId,
  firstPage,
  perPage,
}: {
  productId: number;
  firstPage: ReviewsPage | null;
  perPage: number;
}) {
  const t = useTranslations('productPage.reviews');
  const format = useFormatter();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: catalogKeys.reviews(productId, page, perPage),
    queryFn: ({ signal }) =>
      ok(
        api.GET('/api/product/customer/v1/products/find/{id}/reviews', {
          params: { path: { id: productId }, query: { page, per_page: perPage } },
          signal,
        }),
      ),
    initialData: page === 1 && firstPage ? firstPage : undefined,
    placeholderData: keepPreviousData,
  });

  if (query.isError && !query.data) return <ErrorState title={t('failed')} />;
  const data = query.data;
  if (!data) return <p className="text-sm text-ink-muted">{t('loading')}</p>;
  if (data.data.length === 0) return <p className="text-sm text-ink-muted">{t('empty')}</p>;
  const pages = Math.max(1, Math.ceil(data.pagination.total / data.pagination.per_page));

  return (
    <div aria-busy={query.isFetching}>
      <ul className="divide-y divide-line">
        {data.data.map((review) => (
          <li key={review.id} className="py-4 first:pt-0" data-testid="review">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars rating={review.rating} />
              <span className="text-sm font-semibold">{review.author_name}</span>
              <time dateTime={review.created_at} className="text-xs text-ink-subtle">
                {format.dateTime(new Date(review.created_at), { dateStyle: 'medium' })}
              </time>
            </div>
            {review.variation_label ? (
              <p className="mt-1 text-xs text-ink-subtle">{review.variation_label}</p>
            ) : null}
            <p className="mt-2 text-sm leading-relaxed text-ink">{review.body}</p>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('paging')} className="mt-4 flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1 || query.isFetching}
            onClick={() => setPage(page - 1)}
          >
            {t('previous')}
          </Button>
          <span className="text-sm text-ink-muted">{t('page', { page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages || query.isFetching}
            onClick={() => setPage(page + 1)}
          >
            {t('next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
