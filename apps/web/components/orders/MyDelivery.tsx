'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import type { PagedList, Single } from '../../lib/api-types.ts';
import { cartPaths } from '../../lib/cart/paths.ts';
import type { BuyProduct, BuyProductStat } from '../../lib/cart/types.ts';
import {
  defaultDeliveryTab,
  deliveryTabs,
  type DeliveryStatus,
} from '../../lib/orders/delivery.ts';
import { orderListPath } from '../../lib/orders/status.ts';
import { buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { BuyProductRow } from './BuyProductRow.tsx';
import { StatusTabs } from './StatusTabs.tsx';

const emptyIcons = {
  handed_to_international: 'plane',
  arrived: 'box',
  delivered: 'check',
} as const;

/**
 * My Delivery: buy products on their way home, here and ready for delivery, or delivered.
 * Without a chosen tab it opens the first one that has products.
 */
export function MyDelivery({ initialStatus }: { initialStatus: DeliveryStatus | null }) {
  const t = useTranslations('myDelivery');
  const [chosen, setChosen] = useState<DeliveryStatus | null>(initialStatus);
  const stat = useQuery({
    queryKey: ['orders', 'stat'],
    queryFn: async ({ signal }) =>
      (await apiFetch<Single<BuyProductStat>>(cartPaths.orderStat, { signal })).data,
    staleTime: 0,
  });
  const status = chosen ?? (stat.isPending ? null : defaultDeliveryTab(stat.data));
  const list = useQuery({
    queryKey: ['orders', 'list', status],
    queryFn: async ({ signal }) =>
      (await apiFetch<PagedList<BuyProduct>>(cartPaths.orders(status), { signal })).data,
    enabled: status !== null,
    staleTime: 0,
  });

  return (
    <div className="mt-6 grid gap-4">
      <StatusTabs
        label={t('tabsLabel')}
        tabs={deliveryTabs(stat.data).map((tab) => ({
          id: tab.status,
          label: t(`tabs.${tab.status}`),
          count: tab.count,
        }))}
        active={status}
        onSelect={setChosen}
        wrap
      />
      {status === null || list.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : list.isError ? (
        <ErrorState title={t('loadFailed')} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={emptyIcons[status]}
          title={t(`empty.${status}.title`)}
          body={t(`empty.${status}.body`)}
          action={
            <Link href={orderListPath} className={buttonClasses({ variant: 'secondary' })}>
              {t('allOrders')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-3" data-testid="delivery-list">
          {list.data.map((product) => (
            <li key={product.id}>
              <BuyProductRow product={product}>
                <p className="mt-1 text-xs text-ink-muted">
                  {t('line', {
                    number: product.number,
                    quantity: product.quantity,
                  })}
                </p>
                <p className="mt-1 text-xs text-ink-muted">
                  <time dateTime={product.updated_at}>
                    {t('updated', { date: new Date(product.updated_at) })}
                  </time>
                </p>
              </BuyProductRow>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
