'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import {
  defaultDeliveryTab,
  deliveryTabs,
  type DeliveryStatus,
} from '../../lib/orders/delivery.ts';
import { orderListPath } from '../../lib/orders/status.ts';
import { useOrderStat } from '../../lib/orders/use-order-stat.ts';
import { buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { BuyProductList } from './BuyProductList.tsx';
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
  const stat = useOrderStat();
  const status = chosen ?? (stat.isPending ? null : defaultDeliveryTab(stat.data));

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
      <BuyProductList
        status={status}
        waiting={status === null}
        loadFailed={t('loadFailed')}
        testId="delivery-list"
        empty={
          status === null ? null : (
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
          )
        }
        details={(product) => (
          <>
            <p className="mt-1 text-xs text-ink-muted">
              {t('line', { number: product.number, quantity: product.quantity })}
            </p>
            <p className="mt-1 text-xs text-ink-muted">
              <time dateTime={product.updated_at}>
                {t('updated', { date: new Date(product.updated_at) })}
              </time>
            </p>
          </>
        )}
      />
    </div>
  );
}
