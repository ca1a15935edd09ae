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
import { orderListPath, statusTabs } from '../../lib/orders/status.ts';
import { buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { StatusBadge } from './StatusBadge.tsx';

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
      <div
        role="tablist"
        aria-label={t('tabsLabel')}
        className="scrollbar-none -mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
      >
        {tabs.map((tab) => {
          const active = (tab.status === 'all' ? null : tab.status) === status;
          return (
            <button
              key={tab.status}
              type="button"
              role="tab"
              aria-selected={active}
              data-testid={`tab-${tab.status}`}
              onClick={() => setStatus(tab.status === 'all' ? null : tab.status)}
              className={
                active
                  ? 'inline-flex h-9 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-3 text-sm font-semibold text-white'
                  : 'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border border-line bg-surface px-3 text-sm font-medium text-ink-muted hover:border-brand-400'
              }
            >
              {tab.status === 'all' ? t('all') : t(`status.${tab.status}`)}
              <span className={active ? 'text-white/80' : 'text-ink-subtle'}>{tab.count}</span>
            </button>
          );
        })}
      </div>
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
              <Link
                href={`${orderListPath}/${product.id}`}
                className="flex gap-3 rounded-xl border border-line bg-surface p-4 hover:border-brand-400"
                data-testid="order-row"
              >
                {product.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- image from the source shop
                  <img
                    src={product.image}
                    alt=""
                    className="h-16 w-16 shrink-0 rounded-md object-cover"
                  />
                ) : (
                  <div className="h-16 w-16 shrink-0 rounded-md bg-brand-50" />
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="line-clamp-2 min-w-0 text-sm font-medium">{product.title}</p>
                    <StatusBadge status={product.status} />
                  </div>
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
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
