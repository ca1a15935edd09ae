'use client';

import { formatMoney } from '@crossport/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import type { PagedList, Single } from '../../lib/api-types.ts';
import { cartPaths } from '../../lib/cart/paths.ts';
import type { BuyProduct, BuyProductStat, BuyStatus } from '../../lib/cart/types.ts';
import { statusTabs } from '../../lib/orders/status.ts';
import { buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { BuyProductRow } from './BuyProductRow.tsx';
import { StatusTabs } from './StatusTabs.tsx';

/** My Orders: status tabs with counts, then the buy products of the chosen status. */
export function MyOrders({
  moneyLocale,
  initialStatus,
  placed,
}: {
  moneyLocale: string;
  initialStatus: BuyStatus | null;
  placed: string | null;
}) {
  const t = useTranslations('orders');
  const [status, setStatus] = useState<BuyStatus | null>(initialStatus);
  const stat = useQuery({
    queryKey: ['orders', 'stat'],
    queryFn: async ({ signal }) =>
      (await apiFetch<Single<BuyProductStat>>(cartPaths.orderStat, { signal })).data,
    staleTime: 0,
  });
  const list = useQuery({
    queryKey: ['orders', 'list', status],
    queryFn: async ({ signal }) =>
      (await apiFetch<PagedList<BuyProduct>>(cartPaths.orders(status), { signal })).data,
    staleTime: 0,
  });
  const tabs = statusTabs(stat.data);

  return (
    <div className="mt-6 grid gap-4">
      {placed ? (
        <p
          role="status"
          className="rounded-lg border border-success/30 bg-emerald-50 px-4 py-3 text-sm text-success"
        >
          {t('placed', { number: placed })}
        </p>
      ) : null}
      <StatusTabs
        label={t('tabsLabel')}
        tabs={tabs.map((tab) => ({
          id: tab.status,
          label: tab.status === 'all' ? t('all') : t(`status.${tab.status}`),
          count: tab.count,
        }))}
        active={status ?? 'all'}
        onSelect={(id) => setStatus(id === 'all' ? null : id)}
      />
      {list.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : list.isError ? (
        <ErrorState title={t('loadFailed')} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon="bag"
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={
            <Link href="/" className={buttonClasses()}>
              {t('startShopping')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-3" data-testid="order-list">
          {list.data.map((product) => (
            <li key={product.id}>
              <BuyProductRow product={product}>
                <p className="mt-1 text-xs text-ink-muted">
                  {t('numberLine', {
                    number: product.number,
                    date: new Date(product.created_at),
                    quantity: product.quantity,
                  })}
                </p>
                <p className="mt-1 text-sm font-semibold">
                  {formatMoney(product.total, moneyLocale)}
                </p>
              </BuyProductRow>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
