'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api, ok } from '../../lib/api.ts';
import type { BuyProduct, BuyStatus } from '../../lib/cart/types.ts';
import { orderKeys } from '../../lib/orders/query-keys.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { BuyProductRow } from './BuyProductRow.tsx';

/**
 * The customer's buy products in one status (or all), newest first: skeletons while loading,
 * the error and empty states, then a row per product with the page's own details.
 */
export function BuyProductList({
  status,
  waiting = false,
  empty,
  loadFailed,
  testId,
  details,
}: {
  status: BuyStatus | null;
  /** The page does not know the status yet (a tab still being chosen). */
  waiting?: boolean;
  empty: ReactNode;
  loadFailed: string;
  testId: string;
  details: (product: BuyProduct) => ReactNode;
}) {
  const { describe } = useErrorMessage();
  const list = useQuery({
    queryKey: orderKeys.list(status),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/buy-and-ship/customer/buy-product/v1/list', {
            params: { query: { page: 1, per_page: 50, ...(status ? { status } : {}) } },
            signal,
          }),
        )
      ).data,
    enabled: !waiting,
    staleTime: 0,
  });

  if (waiting || list.isPending) {
    return (
      <div className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (list.isError) return <ErrorState title={loadFailed} body={describe(list.error).title} />;
  if (list.data.length === 0) return empty;
  return (
    <ul className="grid gap-3" data-testid={testId}>
      {list.data.map((product) => (
        <li key={product.id}>
          <BuyProductRow product={product}>{details(product)}</BuyProductRow>
        </li>
      ))}
    </ul>
  );
}
