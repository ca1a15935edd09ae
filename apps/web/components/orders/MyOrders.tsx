'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import type { BuyStatus } from '../../lib/cart/types.ts';
import { statusTabs } from '../../lib/orders/status.ts';
import { useOrderStat } from '../../lib/orders/use-order-stat.ts';
import { InvoicesWaitingForPayment } from '../invoices/InvoicesWaitingForPayment.tsx';
import { buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { BuyProductList } from './BuyProductList.tsx';
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
  const stat = useOrderStat();
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
      <InvoicesWaitingForPayment moneyLocale={moneyLocale} />
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
      <BuyProductList
        status={status}
        loadFailed={t('loadFailed')}
        testId="order-list"
        empty={
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
        }
        details={(product) => (
          <>
            <p className="mt-1 text-xs text-ink-muted">
              {t('numberLine', {
                number: product.number,
                date: new Date(product.created_at),
                quantity: product.quantity,
              })}
            </p>
            <p className="mt-1 text-sm font-semibold">{formatMoney(product.total, moneyLocale)}</p>
          </>
        )}
      />
    </div>
  );
}
